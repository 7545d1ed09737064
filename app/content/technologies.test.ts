import { describe, expect, it } from "vitest";
import { technologies } from "./technologies.ts";

describe("technologies", () => {
  it("has exactly 16 tools with unique ids and names", () => {
    expect(technologies).toHaveLength(16);
    expect(new Set(technologies.map((t) => t.id)).size).toBe(16);
    expect(new Set(technologies.map((t) => t.name)).size).toBe(16);
  });

  it("carries a brand colour and an SVG path for each icon", () => {
    for (const t of technologies) {
      expect(t.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(t.icon.viewBox).toBe("0 0 24 24");
      expect(t.icon.path).toMatch(/^M/);
    }
  });
});
