import { describe, expect, it } from "vitest";
import { filterByCategory, stepIndex } from "./filter-gallery";

const pieces = [
  { id: "a", category: "Branding" },
  { id: "b", category: "Design" },
  { id: "c", category: "Branding" },
];

describe("filterByCategory", () => {
  it("keeps everything for All", () => expect(filterByCategory(pieces, "All")).toEqual(pieces));
  it("keeps one category", () =>
    expect(filterByCategory(pieces, "Branding").map((p) => p.id)).toEqual(["a", "c"]));
  it("can be empty", () => expect(filterByCategory(pieces, "Marketing")).toEqual([]));
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
