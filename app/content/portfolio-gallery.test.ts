import { describe, expect, it } from "vitest";
import { imageManifest } from "./generated/image-manifest.ts";
import { portfolioCategories, portfolioGallery } from "./portfolio-gallery.ts";

describe("portfolio gallery", () => {
  it("has exactly 34 pieces with unique ids and titles", () => {
    expect(portfolioGallery).toHaveLength(34);
    expect(new Set(portfolioGallery.map((p) => p.id)).size).toBe(34);
  });

  it("spreads the pieces across all four categories", () => {
    expect(portfolioCategories).toEqual(["Social Media", "Branding", "Design", "Marketing"]);
    for (const c of portfolioCategories) {
      expect(portfolioGallery.filter((p) => p.category === c).length).toBeGreaterThanOrEqual(6);
    }
  });

  it("points every piece at an existing raster image with alt text", () => {
    for (const p of portfolioGallery) {
      expect(p.image.key).toBe(`portfolio/${p.id}`);
      expect(imageManifest[p.image.key]?.kind).toBe("raster");
      expect(p.alt).not.toMatch(/lorem/i);
      expect(p.alt.length).toBeGreaterThan(20);
    }
  });
});
