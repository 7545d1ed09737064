import { describe, expect, it } from "vitest";
import { countLine, filterPackages, packageCategories } from "./filter-packages.ts";

const packages = [
  { id: "a", category: "Photography" },
  { id: "b", category: "Web Development" },
  { id: "c", category: "Photography" },
  { id: "d", category: "Business Registration" },
];

describe("packageCategories", () => {
  it("lists each category once, in the order the packages come", () => {
    expect(packageCategories(packages)).toEqual(["Photography", "Web Development", "Business Registration"]);
  });

  it("is empty without packages", () => {
    expect(packageCategories([])).toEqual([]);
  });
});

describe("filterPackages", () => {
  it("keeps every package, in order, for the All choice", () => {
    expect(filterPackages(packages, "All", "All")).toEqual(packages);
  });

  it("keeps one category only, in order", () => {
    expect(filterPackages(packages, "Photography", "All").map((p) => p.id)).toEqual(["a", "c"]);
    expect(filterPackages(packages, "Business Registration", "All").map((p) => p.id)).toEqual(["d"]);
  });

  it("adds up to every package across the categories", () => {
    const total = packageCategories(packages).reduce(
      (sum, category) => sum + filterPackages(packages, category, "All").length,
      0,
    );
    expect(total).toBe(packages.length);
  });

  it("is empty for an unknown category", () => {
    expect(filterPackages(packages, "Catering", "All")).toEqual([]);
  });

  it("uses the page's own word for All", () => {
    expect(filterPackages(packages, "Everything", "Everything")).toHaveLength(4);
    expect(filterPackages(packages, "All", "Everything")).toEqual([]);
  });
});

describe("countLine", () => {
  it.each([
    [11, "Showing 11 package(s)"],
    [2, "Showing 2 package(s)"],
    [1, "Showing 1 package(s)"],
    [0, "Showing 0 package(s)"],
  ])("%i → %s", (count, text) => {
    expect(countLine("Showing {count} package(s)", count)).toBe(text);
  });
});
