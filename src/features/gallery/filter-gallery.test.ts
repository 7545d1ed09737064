import { describe, expect, it } from "vitest";
import { filterByCategory, galleryCategories, stepIndex, viewerPosition } from "./filter-gallery.ts";

const pieces = [
  { id: "a", category: "Branding" },
  { id: "b", category: "Design" },
  { id: "c", category: "Branding" },
];

describe("galleryCategories", () => {
  it("lists each category once, in the order the pieces come", () =>
    expect(galleryCategories(pieces)).toEqual(["Branding", "Design"]));
});

describe("filterByCategory", () => {
  it("keeps everything for All", () => expect(filterByCategory(pieces, "All", "All")).toEqual(pieces));
  it("keeps one category", () =>
    expect(filterByCategory(pieces, "Branding", "All").map((p) => p.id)).toEqual(["a", "c"]));
  it("can be empty", () => expect(filterByCategory(pieces, "Marketing", "All")).toEqual([]));
});

describe("stepIndex", () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 0, 0],
  ])("from %i by %i in %i is %i", (index, step, length, expected) => {
    expect(stepIndex(index, step, length)).toBe(expected);
  });
});

describe("viewerPosition", () => {
  it("counts from one", () => expect(viewerPosition("{index} of {total}", 2, 34, "en")).toBe("3 of 34"));
});
