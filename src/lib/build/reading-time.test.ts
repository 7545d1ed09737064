import { describe, expect, it } from "vitest";
import { readingMinutes, textOfHtml } from "./reading-time.ts";

const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");

describe("an article's reading time", () => {
  it("is its words at 200 a minute, rounded, and never under a minute", () => {
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(words(1099))).toBe(5);
    expect(readingMinutes(words(1100))).toBe(6);
    expect(readingMinutes("Short.")).toBe(1);
    expect(readingMinutes("")).toBe(1);
  });

  it("counts words in Sinhala, Tamil and Hindi as in English", () => {
    expect(readingMinutes(words(600, "ලියාපදිංචිය"))).toBe(3);
    expect(readingMinutes(words(600, "பதிவு"))).toBe(3);
    expect(readingMinutes(words(600, "पंजीकरण"))).toBe(3);
  });

  it("does not count Markdown marks or HTML tags as words", () => {
    expect(readingMinutes(`## Title\n\n- **a** ${words(399)}\n- [link](/get-quote) -- | ---`)).toBe(2);
    expect(textOfHtml("<h2>Title</h2><p>One &amp; <strong>two</strong></p>")).toBe("Title One two");
  });
});
