import { describe, expect, it } from "vitest";
import { imageManifest } from "./generated/image-manifest.ts";
import { portfolioWebsites } from "./portfolio-websites.ts";

describe("portfolio websites", () => {
  it("has four travel and tourism sites with unique ids and https urls", () => {
    expect(portfolioWebsites).toHaveLength(4);
    expect(new Set(portfolioWebsites.map((s) => s.id)).size).toBe(4);
    for (const s of portfolioWebsites) {
      expect(s.category).toBe("Travel & Tourism");
      expect(new URL(s.url).protocol).toBe("https:");
      expect(s.technologies.length).toBeGreaterThan(0);
    }
  });

  it("points every site at an existing raster image with alt text", () => {
    for (const s of portfolioWebsites) {
      expect(s.image.key).toBe(`websites/${s.id}`);
      expect(imageManifest[s.image.key]?.kind).toBe("raster");
      expect(s.image.alt.length).toBeGreaterThan(20);
    }
  });
});
