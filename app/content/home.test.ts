import { describe, expect, it } from "vitest";
import { homePageSchema } from "./home.schema.ts";
import { homePage } from "./home.ts";
import { hasImage } from "./images.ts";
import { findService } from "./service-catalogue.ts";
import { sitePages } from "./site-map.ts";

const routes = new Set(sitePages.map((p) => p.path));

describe("home page content", () => {
  it("matches its schema", () => {
    expect(() => homePageSchema.parse(homePage)).not.toThrow();
  });

  it("has the five service cards the spec names, linking as the spec says", () => {
    expect(homePage.services.cards.map((c) => [c.title, c.link.to])).toEqual([
      ["Web Design & Development", "/services"],
      ["Branding & Identity", "/services"],
      ["Digital Marketing", "/services"],
      ["E-Commerce Solutions", "/services"],
      ["Private Limited Business Registration", "/services/private-limited-business-registration"],
    ]);
    for (const card of homePage.services.cards) expect(routes.has(card.link.to)).toBe(true);
    expect(findService("private-limited-business-registration")).toBeDefined();
  });

  it("names the three reasons and the four statistics the spec gives", () => {
    expect(homePage.whyChooseUs.reasons.map((r) => r.title)).toEqual([
      "Expert-Led Design",
      "ROI-Focused Strategies",
      "All-in-One Digital Partner",
    ]);
    expect(homePage.impact.stats.map((s) => `${s.number} ${s.label}`)).toEqual([
      "150+ Projects Completed",
      "50+ Happy Clients",
      "3+ Years Experience",
      "24/7 Support Available",
    ]);
  });

  it("names a hero image that exists", () => {
    expect(hasImage(homePage.hero.image.key)).toBe(true);
  });

  it("links only to real pages", () => {
    const links = [
      homePage.hero.banner.link.to,
      homePage.hero.primary.to,
      homePage.hero.secondary.to,
      homePage.services.explore.to,
      homePage.services.quote.to,
      homePage.templates.viewAll.to,
      homePage.closing.cta.to,
    ];
    for (const to of links) expect(routes.has(to), to).toBe(true);
  });

  it("links to a review platform and a maps-service review page", () => {
    const hosts = homePage.testimonials.reviewLinks.map((l) => new URL(l.url).hostname);
    expect(hosts).toEqual(["www.trustpilot.com", "www.google.com"]);
    expect(homePage.testimonials.reviewLinks[1]!.url).toContain("/maps/");
  });
});
