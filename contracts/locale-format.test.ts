import { describe, expect, it } from "vitest";
import { dateText, listText, numberText, pluralText } from "./locale-format.ts";

describe("locale-format", () => {
  const phrases = { one: "{count} package", other: "{count} packages" };

  it("picks the plural phrase by the language's rules", () => {
    expect(pluralText("en", 1, phrases)).toBe("1 package");
    expect(pluralText("en", 0, phrases)).toBe("0 packages");
    expect(pluralText("en", 1200, phrases)).toBe("1,200 packages");
    // Hindi's "one" covers 0 as well as 1; English says "0 packages".
    expect(pluralText("hi-IN", 0, phrases)).toBe("0 package");
    expect(pluralText("en", 3, { other: "{count} in {where}" }, { where: "Colombo" })).toBe("3 in Colombo");
  });

  it("joins lists with the language's own words", () => {
    expect(listText("en", ["PDF", "DOC", "ZIP"], "disjunction")).toBe("PDF, DOC, or ZIP");
    expect(listText("en-GB", ["PDF", "DOC", "ZIP"], "disjunction")).toBe("PDF, DOC or ZIP");
    expect(listText("hi-IN", ["a", "b"], "conjunction")).not.toContain(" and ");
  });

  it("writes numbers and dates the language's way", () => {
    expect(numberText("en", 5000)).toBe("5,000");
    expect(dateText("en-GB", "2025-01-15")).toBe("15 January 2025");
    expect(dateText("si-LK", "2025-01-15")).not.toContain("January");
  });
});
