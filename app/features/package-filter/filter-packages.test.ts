import { describe, expect, it } from "vitest";
import { packagesPage } from "~/content/packages";
import { PACKAGE_CATEGORIES } from "~/content/packages.schema";
import { countLine, filterPackages } from "./filter-packages";

const { packages, filter } = packagesPage;

describe("filterPackages", () => {
  it("keeps all eleven for All", () => {
    expect(filterPackages(packages, "All")).toHaveLength(11);
  });

  it.each([
    ["Photography", 2],
    ["Graphic Design", 2],
    ["Social Media Marketing", 3],
    ["Web Development", 2],
    ["Business Registration", 2],
  ])("keeps %s only (%i)", (category, count) => {
    const shown = filterPackages(packages, category);
    expect(shown).toHaveLength(count);
    expect(shown.every((p) => p.category === category)).toBe(true);
  });

  it("adds up to eleven across the categories", () => {
    const total = PACKAGE_CATEGORIES.reduce((sum, c) => sum + filterPackages(packages, c).length, 0);
    expect(total).toBe(11);
  });

  it("is empty for an unknown category", () => {
    expect(filterPackages(packages, "Catering")).toEqual([]);
  });
});

describe("countLine", () => {
  it.each([
    [11, "Showing 11 package(s)"],
    [2, "Showing 2 package(s)"],
    [1, "Showing 1 package(s)"],
    [0, "Showing 0 package(s)"],
  ])("%i → %s", (count, text) => {
    expect(countLine(filter.count, count)).toBe(text);
  });
});
