import { describe, expect, it } from "vitest";
import { formatEffectiveDate, splitSections } from "./legal-sections.ts";

const headings = [
  { depth: 2, slug: "who-we-are", text: "Who We Are" },
  { depth: 3, slug: "detail", text: "Detail" },
  { depth: 2, slug: "payments--refunds", text: "Payments & Refunds" },
];

describe("legal sections", () => {
  it("cuts the rendered Markdown at each ## heading, titled as the headings say", () => {
    const html = [
      '<h2 id="who-we-are">Who We Are</h2>',
      "<p>We are an agency.</p>",
      '<h3 id="detail">Detail</h3>',
      "<ul><li>One</li></ul>",
      '<h2 id="payments--refunds">Payments &#x26; Refunds</h2>',
      "<p>50% upfront.</p>",
    ].join("\n");
    expect(splitSections(html, headings, "terms.md")).toEqual([
      {
        id: "who-we-are",
        title: "Who We Are",
        html: '<p>We are an agency.</p>\n<h3 id="detail">Detail</h3>\n<ul><li>One</li></ul>',
      },
      { id: "payments--refunds", title: "Payments & Refunds", html: "<p>50% upfront.</p>" },
    ]);
  });

  it("stops the build for text before the first heading, naming the file", () => {
    expect(() =>
      splitSections('<p>Stray</p>\n<h2 id="who-we-are">Who We Are</h2>', headings, "terms.md"),
    ).toThrow(/terms\.md: every paragraph belongs to a section/);
  });

  it("has no sections without headings", () => {
    expect(splitSections("", [], "empty.md")).toEqual([]);
  });

  it("writes the effective date as the spec does, and in each language its own way", () => {
    expect(formatEffectiveDate("2025-01-15", "en")).toBe("January 15, 2025");
    const month = (tag: string) =>
      new Intl.DateTimeFormat(tag, { month: "long", timeZone: "UTC" }).format(Date.UTC(2025, 0, 15));
    for (const tag of ["si-LK", "ta-LK", "hi-IN"]) {
      const date = formatEffectiveDate("2025-01-15", tag);
      expect(date).toContain(month(tag));
      expect(date).not.toMatch(/January/);
    }
    expect(month("si-LK")).toMatch(/[\u0D80-\u0DFF]/); // a Sinhala month name (ICU says දුරුතු)
  });
});
