import { describe, expect, it } from "vitest";
import { inUnicodeRange, unicodeRangeOf } from "./unicode-ranges.ts";

describe("unicode ranges", () => {
  it("joins runs of code points", () => {
    expect(unicodeRangeOf([0xd85, 0xd82, 0xd83, 0x25cc, 0xd83])).toBe("U+D82-D83,U+D85,U+25CC");
    expect(unicodeRangeOf([])).toBe("");
  });

  it("reads a CSS range", () => {
    const range = "U+0964-0965,U+0D81-0DF4,U+25CC";
    expect([0x964, 0x965, 0xd81, 0xdf4, 0x25cc].every((code) => inUnicodeRange(range, code))).toBe(true);
    expect([0x963, 0x966, 0xdf5, 0x25cb, 0x41].some((code) => inUnicodeRange(range, code))).toBe(false);
  });
});
