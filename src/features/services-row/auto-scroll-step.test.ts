import { describe, expect, it } from "vitest";
import { AUTO_SCROLL_STEP, nextScrollPosition } from "./auto-scroll-step.ts";

describe("nextScrollPosition", () => {
  it("moves half a pixel a frame", () => {
    expect(AUTO_SCROLL_STEP).toBe(0.5);
    expect(nextScrollPosition(10, 10, 500)).toBe(10.5);
    // The browser rounds scrollLeft: the row keeps its own sub-pixel position.
    expect(nextScrollPosition(10.5, 10, 500)).toBe(11);
  });

  it("wraps to the start at the end", () => {
    expect(nextScrollPosition(499.5, 499, 500)).toBe(0);
    expect(nextScrollPosition(0, 600, 500)).toBe(0);
  });

  it("carries on from where someone else moved the row", () => {
    expect(nextScrollPosition(10, 200, 500)).toBe(200.5);
  });
});
