import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { CONTENT_DIR, readSiteContent, single } from "./read-content.ts";
import { portfolioPieceSchema, portfolioWebsiteSchema } from "./schemas/portfolio.ts";

const content = readSiteContent();
const page = single(content.portfolioPage, "portfolioPage");
const pieces = content.portfolioPieces;
const websites = content.portfolioWebsites;
/** The spec's catalogue and words, pinned on the initial content (the live files are the staff's to change). */
const initial = readInitialContent();
const initialPage = single(initial.portfolioPage, "portfolioPage");
const initialPieces = [...initial.portfolioPieces].sort((a, b) => a.data.order - b.data.order);
const initialWebsites = initial.portfolioWebsites;
const artwork = (key: string) =>
  ["jpg", "png", "svg"].some((ext) =>
    existsSync(join(CONTENT_DIR, "..", "assets", "generated", `${key}.${ext}`)),
  );

describe("portfolio content (the live files: any number of pieces and websites)", () => {
  it("shows each piece and website as a photo or its generated artwork, described in words", () => {
    for (const piece of pieces) {
      expect(piece.data.image.photo ?? artwork(`portfolio/${piece.id}`), piece.file).toBeTruthy();
      expect(piece.data.image.alt.trim(), piece.file).not.toBe("");
      expect(piece.data.image.alt, piece.file).not.toMatch(/lorem|placeholder/i);
    }
    for (const site of websites) {
      expect(site.data.image.photo ?? artwork(`websites/${site.id}`), site.file).toBeTruthy();
      expect(site.data.image.alt.trim(), site.file).not.toBe("");
      expect(new URL(site.data.url).protocol, site.file).toBe("https:");
    }
    expect(page.hero.image.photo ?? artwork("heroes/portfolio")).toBeTruthy();
  });
});

describe("portfolio content as first delivered (tests/fixtures/initial-content)", () => {
  it("has the spec's 34 pieces in Social Media, Branding, Design and Marketing, each well represented", () => {
    expect(initialPieces).toHaveLength(34);
    const categories = [...new Set(initialPieces.map((p) => p.data.category))];
    expect(categories).toEqual(["Social Media", "Branding", "Design", "Marketing"]);
    for (const category of categories)
      expect(initialPieces.filter((p) => p.data.category === category).length).toBeGreaterThanOrEqual(6);
    expect(new Set(initialPieces.map((p) => p.data.order)).size).toBe(initialPieces.length);
    for (const piece of [...initialPieces, ...initialWebsites])
      expect(piece.data.image.alt.length, piece.file).toBeGreaterThan(20);
  });

  it("has the spec's four travel and tourism websites", () => {
    expect(initialWebsites).toHaveLength(4);
    for (const site of initialWebsites) expect(site.data.category).toBe("Travel & Tourism");
  });

  it("keeps the spec's figures and words", () => {
    expect(initialPage.stats.map((s) => s.number)).toEqual(["150+", "50+", "200+", "98%"]);
    expect(initialPage.gallery.empty).toBe("No images found for the selected category.");
    expect(initialPage.websites.visit).toBe("Visit Website");
  });
});

describe("portfolio schemas", () => {
  const piece = initialPieces[0]!.data;
  const context = { image: () => z.string(), reference: () => z.string() };

  it("requires alt text for a piece and a website, and an https address for a website", () => {
    expect(portfolioPieceSchema(context).safeParse({ ...piece, image: { alt: "" } }).success).toBe(false);
    expect(portfolioPieceSchema(context).safeParse({ ...piece, image: {} }).success).toBe(false);
    expect(portfolioPieceSchema(context).safeParse(piece).success).toBe(true);
    const site = initialWebsites[0]!.data;
    expect(portfolioWebsiteSchema(context).safeParse({ ...site, image: { alt: "" } }).success).toBe(false);
    expect(portfolioWebsiteSchema(context).safeParse({ ...site, url: "http://example.lk" }).success).toBe(
      false,
    );
  });
});
