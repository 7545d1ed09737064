import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INITIAL_CONTENT_DIR, readInitialContent } from "./initial-content.test-helpers.ts";
import { readContent, readSiteContent, single } from "./read-content.ts";
import { fillTemplate } from "./site-variables.ts";

/** The live files: shape, references and budgets only (the staff add and remove services freely). */
const live = readSiteContent();
/** The spec's catalogue and words, pinned on the initial content (tests/fixtures/initial-content). */
const content = readInitialContent();
const services = content.services;
const page = single(content.servicesPage, "servicesPage");
const detail = single(content.serviceDetailPage, "serviceDetailPage");
const byId = (id: string) => services.find((service) => service.id === id)!.data;
const packageNames = (id: string) => byId(id).packages.map((pkg) => pkg.name);
const features = (id: string, index: number) => byId(id).packages[index]!.features;

describe("the footer's services as first delivered", () => {
  it("are the spec's six, as plain names in the services' order", () => {
    expect(services.flatMap((service) => service.data.listings.footer)).toEqual([
      "Web Design",
      "Web Development",
      "Branding",
      "Social Media Marketing",
      "SEO Optimization",
      "E-commerce Solutions",
    ]);
  });
});

describe("services overview content", () => {
  it("has the seven cards with exactly the spec's link targets, each a service that has a file", () => {
    expect(page.cards.items.map((card) => [card.title, card.service.id])).toEqual([
      ["Web Design & Development", "web-design-development"],
      ["Innovative UI/UX Design", "web-design-development"],
      ["Brand Identity & Logo design", "graphic-design-branding"],
      ["Graphic Design", "graphic-design-branding"],
      ["Content Creation", "social-media-marketing"],
      ["SEO & Digital Marketing", "seo-optimization"],
      ["Private Limited Business Registration", "private-limited-business-registration"],
    ]);
    for (const card of page.cards.items) expect(card.service.collection).toBe("services");
  });

  it("has nine skill tags and the four process steps in order", () => {
    expect(new Set(page.skills.tags).size).toBe(9);
    expect(page.process.steps.map((step) => step.title)).toEqual([
      "Discover",
      "Plan",
      "Create",
      "Deliver & Support",
    ]);
    expect(page.progress.title).toBe("Efficient Progress");
    expect([page.cta.packages.to, page.cta.contact.to]).toEqual(["/packages", "/contact"]);
  });

  it("a card naming a service that has no file stops the read", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(INITIAL_CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, "pages", "services", "services.en.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("service: seo-optimization", "service: search-wizardry"),
    );
    expect(() => readContent({ contentDir: dir })).toThrow(
      /pages\/services\/services\.en\.yaml: cards\.items\.\d+\.service: refers to services "search-wizardry", which has no file/,
    );
  });
});

describe("a bad service file", () => {
  it("is reported with its field, and not again by the files that name it", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(INITIAL_CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, "services", "seo-optimization.en.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^order: .*$/m, 'order: "ten"'));
    expect(() => readContent({ contentDir: dir })).toThrow(
      /^The content has problems:\n[^\n]*services\/seo-optimization\.en\.yaml: order: [^\n]*$/,
    );
  });
});

describe("service pages (the live files)", () => {
  it("give each page a search title and description that fit search results", () => {
    const liveDetail = single(live.serviceDetailPage, "serviceDetailPage");
    for (const { file, data } of live.services) {
      const title = fillTemplate(liveDetail.seoTitle, { service: data.title });
      expect(title.length, file).toBeLessThanOrEqual(60);
      expect(data.seo.description.length, file).toBeGreaterThanOrEqual(70);
      expect(data.seo.description.length, file).toBeLessThanOrEqual(160);
    }
  });

  it("give each quote-form checkbox its own id", () => {
    const ids = live.services.flatMap((service) => service.data.listings.quoteForm?.id ?? []);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("service pages as first delivered (tests/fixtures/initial-content)", () => {
  it("holds exactly the nine ids the spec names, once each", () => {
    expect(services.map((service) => service.id).sort()).toEqual(
      [
        "private-limited-business-registration",
        "e-commerce",
        "web-design-development",
        "social-media-marketing",
        "graphic-design-branding",
        "seo-optimization",
        "google-ads-management",
        "domain-hosting",
        "photography",
      ].sort(),
    );
  });

  it("gives each page a search title and description that fit search results", () => {
    for (const { id, data } of services) {
      const title = fillTemplate(detail.seoTitle, { service: data.title });
      expect(title.length, id).toBeLessThanOrEqual(60);
      expect(title, id).toBe(`${data.title} | Serendib Digital`);
      expect(data.seo.description.length, id).toBeGreaterThanOrEqual(70);
      expect(data.seo.description.length, id).toBeLessThanOrEqual(160);
    }
  });

  it("prices every package as Contact for Pricing and marks the second Most Popular", () => {
    expect(detail.packages.price).toBe("Contact for Pricing");
    expect(detail.packages.mostPopular).toBe("Most Popular");
    expect(detail.packages.inquire).toBe("Inquire Now");
    for (const { id, data } of services) expect(data.packages.length, id).toBeGreaterThanOrEqual(2);
  });

  it("has the spec's not-found screen", () => {
    expect(detail.notFound).toMatchObject({
      title: "Service Not Found",
      message: "The requested service could not be found.",
      link: { label: "View All Services", to: "/services" },
    });
  });

  it("offers the quote form's six services, with the spec's ids, once each", () => {
    const quote = [...services]
      .sort((a, b) => a.data.order - b.data.order)
      .flatMap((service) => service.data.listings.quoteForm ?? []);
    expect(quote.map((service) => service.id)).toEqual([
      "web-design",
      "branding",
      "social-media",
      "seo",
      "hosting",
      "private-limited-registration",
    ]);
  });
});

describe("service packages carry the spec §9 features", () => {
  const registration = "private-limited-business-registration";
  const basics = [
    "Company name reservation",
    "Forms 01, 18 and 19 prepared and filed",
    "Articles of association",
    "Certificate of incorporation",
    "TIN registration on request",
    "Bank account opening resolution",
    "Bookkeeping advice for your first year",
    "Certified copies of your company documents",
  ];

  it("registration: Basic, Gold, Advance; all include the basics; the director fee is stated", () => {
    expect(packageNames(registration)).toEqual(["Basic", "Gold", "Advance"]);
    for (const index of [0, 1, 2])
      expect(features(registration, index)).toEqual(expect.arrayContaining(basics));
    expect(byId(registration).packagesNote).toContain("Rs.3,000.00");
    expect(byId(registration).packagesNote).toMatch(/additional director/);
  });

  it("registration: Gold adds seals, invoices, logo, business card and letterhead; Advance only seals and invoices", () => {
    const extras = (index: number) => features(registration, index).filter((f) => !basics.includes(f));
    expect(extras(0)).toEqual([]);
    expect(extras(1)).toEqual([
      "3 pre-inked company seals",
      "Invoice templates",
      "Company logo design",
      "Business card design",
      "Letterhead design",
    ]);
    expect(extras(2)).toEqual(["3 pre-inked company seals", "Invoice templates"]);
  });

  it("e-commerce: 50, 500 and unlimited products; 1, 3 and 6 months of support", () => {
    expect(features("e-commerce", 0)).toEqual(
      expect.arrayContaining(["Up to 50 products", "1 month of support"]),
    );
    expect(features("e-commerce", 1)).toEqual(
      expect.arrayContaining(["Up to 500 products", "3 months of support"]),
    );
    expect(features("e-commerce", 2)).toEqual(
      expect.arrayContaining(["Unlimited products", "6 months of support"]),
    );
  });

  it("web: 5, 10 and 20+ pages; 1, 2 and 6 months of maintenance", () => {
    const web = "web-design-development";
    expect(packageNames(web)).toEqual(["Starter", "Business", "Premium"]);
    expect(features(web, 0)).toEqual(expect.arrayContaining(["Up to 5 pages", "1 month of maintenance"]));
    expect(features(web, 1)).toEqual(expect.arrayContaining(["Up to 10 pages", "2 months of maintenance"]));
    expect(features(web, 2)).toEqual(expect.arrayContaining(["20+ pages", "6 months of maintenance"]));
  });

  it("social media: 12, 20 and 30+ posts; 0, 4 and 8 reels", () => {
    const social = "social-media-marketing";
    expect(features(social, 0)).toEqual(
      expect.arrayContaining(["12 posts per month", "No reels (static posts only)"]),
    );
    expect(features(social, 1)).toEqual(expect.arrayContaining(["20 posts per month", "4 reels per month"]));
    expect(features(social, 2)).toEqual(expect.arrayContaining(["30+ posts per month", "8 reels per month"]));
  });

  it("logos: 2 and 4 concepts, then a premium tier", () => {
    const brand = "graphic-design-branding";
    expect(features(brand, 0)).toContain("2 logo concepts");
    expect(features(brand, 1)).toContain("4 logo concepts");
    expect(packageNames(brand)[2]).toBe("Premium");
  });

  it.each([
    ["seo-optimization", ["Basic", "Advanced", "Elite"]],
    ["google-ads-management", ["Basic", "Standard", "Advanced"]],
    ["domain-hosting", ["Bronze", "Silver", "Gold"]],
    ["photography", ["Standard A", "Standard C", "VIP 2"]],
  ])("%s tiers are %j", (id, names) => {
    expect(packageNames(id)).toEqual(names);
  });
});
