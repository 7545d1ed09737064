import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { CONTENT_DIR, readSiteContent, single } from "./read-content.ts";
import { fillTemplate } from "./site-variables.ts";

/** The live files: shape, references and budgets only (the staff add and remove templates freely). */
const content = readSiteContent();
const templates = content.templates;
const shop = single(content.shopPage, "shopPage");
const enquiries = single(content.enquiries, "enquiries");
/** The spec's catalogue and words, pinned on the initial content (tests/fixtures/initial-content). */
const initial = readInitialContent();
const initialShop = single(initial.shopPage, "shopPage");
const publicDir = join(CONTENT_DIR, "..", "..", "public");

describe("templates", () => {
  it("keep the spec's categories, prices and demo pages (as first delivered)", () => {
    const byCategory = Object.fromEntries(initial.templates.map(({ data }) => [data.category, data]));
    expect(byCategory.Education?.price).toBe("$399");
    expect(byCategory.Healthcare?.price).toBe("$299");
    expect(byCategory.Restaurant?.price).toBe("$349");
    expect(byCategory.Education?.demoPages.map((page) => page.name)).toEqual([
      "Home",
      "Courses",
      "Dashboard",
      "Chat",
      "Login",
    ]);
    expect(byCategory.Healthcare?.demoPages.map((page) => page.name)).toEqual([
      "Home",
      "Services",
      "Doctors",
    ]);
    expect(byCategory.Restaurant?.demoPages.map((page) => page.name)).toEqual(["Home"]);
  });

  it("preview on their demo's first page, and every demo page is a file of the site", () => {
    for (const { id, data } of templates) {
      expect(data.previewUrl, id).toBe(data.demoPages[0]?.url);
      for (const page of data.demoPages) expect(existsSync(join(publicDir, page.url)), page.url).toBe(true);
    }
  });

  it("preview MonkHub Ultimate on the static 404 page (spec §7, as first delivered)", () => {
    expect(initial.templates.find((entry) => entry.id === "monkhub-ultimate")?.data.previewUrl).toBe(
      "/404-error-page.html",
    );
  });

  it("each show a 4:3 screenshot at least 1200 px wide, beside the entry", async () => {
    for (const { id, data } of templates) {
      expect(data.image.photo, id).toMatch(new RegExp(`^${join(CONTENT_DIR, "templates")}/`));
      const { width = 0, height = 0, format } = await sharp(data.image.photo as string).metadata();
      expect(format, id).toBe("jpeg");
      expect(width, id).toBeGreaterThanOrEqual(1200);
      expect(width * 3, id).toBe(height * 4);
    }
  });

  it("have pages whose titles and descriptions fit search results", () => {
    for (const { data } of templates) {
      const words = { template: data.title, category: data.category };
      const title = fillTemplate(shop.detail.seo.title, words);
      const description = fillTemplate(shop.detail.seo.description, words);
      expect(title.length, title).toBeLessThanOrEqual(60);
      expect(description.length, description).toBeGreaterThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});

describe("template shop copy", () => {
  it("says what the spec says (as first delivered)", () => {
    const shop = initialShop;
    expect(shop.hero.title).toBe("Website Templates");
    expect(shop.pricing).toBe("Contact for Pricing");
    expect(shop.catalogue.allCategories).toBe("All");
    expect(shop.catalogue.emptyTitle).toBe("No templates found");
    expect(shop.catalogue.emptyText).toBe("Try adjusting your search or filter criteria");
    expect([shop.card.preview, shop.card.buyNow]).toEqual(["Preview", "Buy Now"]);
    const { detail, notFound } = shop;
    expect(detail.backToShop).toBe("Back to Shop");
    expect(detail.keyFeatures).toBe("Key Features");
    expect(detail.getStarted).toBe("Get Started Today");
    expect(detail.payment).toBe("One-time payment");
    expect([detail.previewTemplate, detail.makeItYours]).toEqual(["Preview Template", "Make it yours"]);
    expect([notFound.title, notFound.lookingFor, notFound.backToTemplates]).toEqual([
      "Template Not Found",
      // The spec's "Looking for: " followed by the requested name.
      "Looking for: {name}",
      "Back to Templates",
    ]);
  });

  it("never shows a price", () => {
    expect(JSON.stringify(shop)).not.toMatch(/\$\d|LKR|Rs\./);
  });

  it("names the template in its enquiries", () => {
    for (const { data } of templates)
      for (const message of [enquiries.templateBuyNow, enquiries.templateMakeItYours]) {
        const text = fillTemplate(message, { template: data.title });
        expect(text).toContain(` ${data.title} `);
        expect(text).not.toMatch(/[{}]/);
      }
  });
});
