import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, type Reference, readSiteContent, single } from "./read-content.ts";

const content = readSiteContent();
const home = single(content.homePage, "homePage");
const artwork = (key: string) => join(CONTENT_DIR, "..", "assets", "generated", key);
/** An image field as read outside Astro: the file's absolute path, if the entry gives one. */
const file = (image: unknown) => image as string | undefined;
/** A reference as read outside Astro. */
const target = (reference: unknown) => reference as Reference | undefined;

/** The site's routes (spec, route table), and each service's page. */
const routes = new Set([
  "/",
  "/about",
  "/services",
  "/packages",
  "/portfolio",
  "/shop",
  "/shopping",
  "/templates",
  "/contact",
  "/get-quote",
  "/privacy-policy",
  "/terms-of-service",
  ...content.services.map((service) => `/services/${service.id}`),
]);

describe("home page content", () => {
  it("has the hero, buttons and links the spec names", () => {
    expect(home.hero.banner.label).toBe("What's new?");
    expect(home.hero.banner.link).toEqual({ label: "Explore", to: "/get-quote" });
    expect(home.hero.primary).toEqual({ label: "Explore Now", to: "/get-quote" });
    expect(home.services.explore).toEqual({ label: "Explore All Services", to: "/services" });
    expect(home.services.quote).toEqual({ label: "Get Free Quote", to: "/get-quote" });
    expect(home.templates.viewAll).toEqual({ label: "View All Templates", to: "/shop" });
    expect(home.closing.cta).toEqual({ label: "Get a Custom Quote", to: "/contact" });
  });

  it("has the five service cards the spec names, the registration card pointing at its service", () => {
    expect(home.services.learnMore).toBe("Learn More");
    expect(
      home.services.cards.map((card) => [card.title, card.to ?? `/services/${target(card.service)?.id}`]),
    ).toEqual([
      ["Web Design & Development", "/services"],
      ["Branding & Identity", "/services"],
      ["Digital Marketing", "/services"],
      ["E-Commerce Solutions", "/services"],
      ["Private Limited Business Registration", "/services/private-limited-business-registration"],
    ]);
    expect(home.services.cards.at(-1)!.service).toEqual({
      collection: "services",
      id: "private-limited-business-registration",
    });
  });

  it("names the three reasons and the four statistics the spec gives", () => {
    expect(home.whyChooseUs.reasons.map((reason) => reason.title)).toEqual([
      "Expert-Led Design",
      "ROI-Focused Strategies",
      "All-in-One Digital Partner",
    ]);
    expect(home.impact.stats.map((stat) => `${stat.number} ${stat.label}`)).toEqual([
      "150+ Projects Completed",
      "50+ Happy Clients",
      "3+ Years Experience",
      "24/7 Support Available",
    ]);
  });

  it("links only to the site's pages", () => {
    const links = [
      home.hero.banner.link.to,
      home.hero.primary.to,
      home.hero.secondary.to,
      ...home.services.cards.flatMap((card) => (card.to ? [card.to] : [])),
      home.services.explore.to,
      home.services.quote.to,
      home.templates.viewAll.to,
      home.closing.cta.to,
    ];
    for (const to of links) expect(routes.has(to), to).toBe(true);
  });

  it("links to a review platform and a maps-service review page", () => {
    const urls = home.testimonials.reviewLinks.map((link) => new URL(link.url));
    expect(urls.map((url) => url.hostname)).toEqual(["www.trustpilot.com", "www.google.com"]);
    expect(urls[1]!.pathname).toMatch(/^\/maps\//);
  });

  it("fits search results once the site words are filled in", () => {
    expect(home.seo.title.length).toBeLessThanOrEqual(60);
    expect(home.seo.description.length).toBeGreaterThanOrEqual(70);
    expect(home.seo.description.length).toBeLessThanOrEqual(160);
    expect(JSON.stringify(home)).not.toMatch(/\{(siteName|responseHours)\}/);
  });
});

describe("testimonials", () => {
  it("are the spec's three, each rated 5, from different clients", () => {
    expect(content.testimonials.map((entry) => entry.data.rating)).toEqual([5, 5, 5]);
    expect(new Set(content.testimonials.map((entry) => entry.data.name)).size).toBe(3);
  });
});

describe("partners", () => {
  it("are the spec's seven brands, each named once", () => {
    expect(content.partners).toHaveLength(7);
    expect(new Set(content.partners.map((entry) => entry.data.name)).size).toBe(7);
  });

  it("show a vector wordmark each, all of one height", () => {
    const heights = new Set<string>();
    for (const { id, data } of content.partners) {
      const logo = file(data.logo) ?? artwork(`partners/${id}.svg`);
      expect(logo, id).toMatch(/\.svg$/);
      const svg = readFileSync(logo, "utf8");
      heights.add(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1] ?? "none");
    }
    expect([...heights]).toHaveLength(1);
    expect(heights.has("none")).toBe(false);
  });
});

describe("technologies", () => {
  it("are the spec's sixteen tools, each named once", () => {
    expect(content.technologies).toHaveLength(16);
    expect(new Set(content.technologies.map((entry) => entry.data.name)).size).toBe(16);
  });

  it("each have their own SVG icon drawn in a brand colour", () => {
    for (const { id, data } of content.technologies) {
      const svg = readFileSync(file(data.icon) ?? artwork(`technologies/${id}.svg`), "utf8");
      expect(svg, id).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><path fill="#[0-9A-F]{6}" d="M/,
      );
    }
  });
});
