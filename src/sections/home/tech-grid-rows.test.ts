import { describe, expect, it } from "vitest";
import { rowSizes, tilePlacements } from "./tech-grid-rows.ts";

describe("rowSizes", () => {
  it("fills rows by the pattern, repeating its last size", () => {
    expect(rowSizes(16, [7, 5, 4, 7])).toEqual([7, 5, 4]);
    expect(rowSizes(16, [6])).toEqual([6, 6, 4]);
    expect(rowSizes(25, [7, 5, 4, 7])).toEqual([7, 5, 4, 7, 2]);
    expect(rowSizes(0, [6])).toEqual([]);
  });
});

describe("tilePlacements", () => {
  it("starts each row of 16 tiles where the spec's rows need it, centring short rows", () => {
    const placements = tilePlacements(16);
    expect(placements).toHaveLength(16);
    const placed = Object.fromEntries(
      placements.map((classes, index) => [index, classes]).filter(([, c]) => c),
    );
    expect(placed).toEqual({
      0: "md:col-start-1 lg:col-start-1",
      6: "md:col-start-1 lg:col-start-auto",
      7: "lg:col-start-3",
      12: "md:col-start-3 lg:col-start-4",
    });
  });

  it("centres a short last row", () => {
    expect(tilePlacements(3)[0]).toBe("md:col-start-4 lg:col-start-5");
  });
});
