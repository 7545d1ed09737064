import { describe, expect, it } from "vitest";
import { imageManifest } from "./generated/image-manifest.ts";
import { partners } from "./partners.ts";

describe("partners", () => {
  it("has seven partners with unique ids and names", () => {
    expect(partners).toHaveLength(7);
    expect(new Set(partners.map((p) => p.id)).size).toBe(7);
    expect(new Set(partners.map((p) => p.name)).size).toBe(7);
  });

  it("uses vector wordmarks of one height", () => {
    const heights = new Set<number>();
    for (const p of partners) {
      expect(p.logo.key).toBe(`partners/${p.id}`);
      const img = imageManifest[p.logo.key];
      expect(img?.kind).toBe("vector");
      heights.add(img.height);
    }
    expect(heights.size).toBe(1);
  });
});
