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
  const phrases = { one: "Showing {count} package", other: "Showing {count} packages" };
  it.each([
    [11, "en", "Showing 11 packages"],
    [2, "en", "Showing 2 packages"],
    [1, "en", "Showing 1 package"],
    [0, "en", "Showing 0 packages"],
    [1200, "en", "Showing 1,200 packages"],
    [0, "hi-IN", "Showing 0 package"],
  ])("%i in %s → %s", (count, tag, text) => {
    expect(countLine(phrases, count, tag)).toBe(text);
  });
});
