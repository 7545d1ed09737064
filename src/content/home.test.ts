import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { CONTENT_DIR, type Reference, readSiteContent, single } from "./read-content.ts";

/** The live files: shape, references and budgets only (the staff add and remove entries freely). */
const live = readSiteContent();
/** The spec's catalogue and words, pinned on the initial content (tests/fixtures/initial-content). */
const content = readInitialContent();
const home = single(content.homePage, "homePage");
const liveHome = single(live.homePage, "homePage");
const artwork = (key: string) => join(CONTENT_DIR, "..", "assets", "generated", key);
/** An image field as read outside Astro: the file's absolute path, if the entry gives one. */
const file = (image: unknown) => image as string | undefined;
/** A reference as read outside Astro. */
const target = (reference: unknown) => reference as Reference | undefined;

/** The site's fixed routes (spec, route table), each service's page and each legal document's (live files). */
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
  ...live.services.map((service) => `/services/${service.id}`),
  ...live.legal.map((document) => `/${document.id}`),
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

  it("links only to the site's pages (the live file)", () => {
    const links = [
      liveHome.hero.banner.link.to,
      liveHome.hero.primary.to,
      liveHome.hero.secondary.to,
      ...liveHome.services.cards.flatMap((card) => (card.to ? [card.to] : [])),
      liveHome.services.explore.to,
      liveHome.services.quote.to,
      liveHome.templates.viewAll.to,
      liveHome.closing.cta.to,
    ];
    for (const to of links) expect(routes.has(to.split("#")[0]!), to).toBe(true);
  });

  it("links to a review platform and a maps-service review page", () => {
    const urls = home.testimonials.reviewLinks.map((link) => new URL(link.url));
    expect(urls.map((url) => url.hostname)).toEqual(["www.trustpilot.com", "www.google.com"]);
    expect(urls[1]!.pathname).toMatch(/^\/maps\//);
  });

  it("fits search results once the site words are filled in (the live file)", () => {
    expect(liveHome.seo.title.length).toBeLessThanOrEqual(60);
    expect(liveHome.seo.description.length).toBeGreaterThanOrEqual(70);
    expect(liveHome.seo.description.length).toBeLessThanOrEqual(160);
    expect(JSON.stringify(liveHome)).not.toMatch(/\{(siteName|responseHours)\}/);
  });
});

describe("testimonials as first delivered", () => {
  it("are the spec's three, each rated 5, from different clients", () => {
    expect(content.testimonials.map((entry) => entry.data.rating)).toEqual([5, 5, 5]);
    expect(new Set(content.testimonials.map((entry) => entry.data.name)).size).toBe(3);
  });
});

describe("partners", () => {
  it("were the spec's seven brands when first delivered, each named once", () => {
    expect(content.partners).toHaveLength(7);
    expect(new Set(content.partners.map((entry) => entry.data.name)).size).toBe(7);
  });

  it("are each named once (the live files)", () => {
    expect(new Set(live.partners.map((entry) => entry.data.name)).size).toBe(live.partners.length);
  });

  it("show a vector wordmark each, all of one height (the live files)", () => {
    const heights = new Set<string>();
    for (const { id, data } of live.partners) {
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
  it("were the spec's sixteen tools when first delivered, each named once", () => {
    expect(content.technologies).toHaveLength(16);
    expect(new Set(content.technologies.map((entry) => entry.data.name)).size).toBe(16);
  });

  it("are each named once (the live files)", () => {
    expect(new Set(live.technologies.map((entry) => entry.data.name)).size).toBe(live.technologies.length);
  });

  it("each have their own SVG icon drawn in a brand colour (the live files)", () => {
    for (const { id, data } of live.technologies) {
      const svg = readFileSync(file(data.icon) ?? artwork(`technologies/${id}.svg`), "utf8");
      expect(svg, id).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><path fill="#[0-9A-F]{6}" d="M/,
      );
    }
  });
});
