import { expect, it } from "vitest";
import { hasImage } from "./images.ts";
import { portfolioPageSchema } from "./portfolio.schema.ts";
import { portfolioPage } from "./portfolio.ts";
import { portfolioGallery } from "./portfolio-gallery.ts";
import { portfolioWebsites } from "./portfolio-websites.ts";
import { sitePages } from "./site-map.ts";

it("matches its schema", () => {
  expect(() => portfolioPageSchema.parse(portfolioPage)).not.toThrow();
});

it("keeps the spec's statistics", () => {
  expect(portfolioPage.stats.map((s) => s.number)).toEqual(["150+", "50+", "200+", "98%"]);
});

it("names a hero image that exists and links to a real page", () => {
  expect(hasImage(portfolioPage.hero.image.key)).toBe(true);
  expect(sitePages.map((p) => p.path)).toContain(portfolioPage.closing.cta.to);
});

it("shows 34 gallery pieces and 4 websites, each with an image", () => {
  expect(portfolioGallery).toHaveLength(34);
  expect(portfolioWebsites).toHaveLength(4);
  for (const item of [...portfolioGallery, ...portfolioWebsites])
    expect(hasImage(item.image.key), item.id).toBe(true);
});
