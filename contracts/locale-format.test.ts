import { describe, expect, it } from "vitest";
import { clockRangeText, clockText, dateText, listText, numberText, pluralText } from "./locale-format.ts";

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

  it("writes numbers, dates and clock times the language's way", () => {
    expect(numberText("en", 5000)).toBe("5,000");
    expect(dateText("en-GB", "2025-01-15")).toBe("15 January 2025");
    expect(dateText("si-LK", "2025-01-15")).not.toContain("January");
    expect(clockText("en", "18:30")).toBe("6:30 PM");
    expect(clockText("en-GB", "18:30")).toBe("18:30");
    expect(clockRangeText("en", "09:00", "18:00")).toMatch(/^9:00\s?AM\s?–\s?6:00\s?PM$/);
  });
});
