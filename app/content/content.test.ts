import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { layoutContentSchema } from "./layout.schema.ts";
import { layoutContent } from "./layout.ts";
import { siteConfigSchema } from "./site-config.schema.ts";
import { siteConfig } from "./site-config.ts";
import { NOT_FOUND_PATH, prerenderPaths, sitePages } from "./site-map.ts";

describe("site config", () => {
  it("matches its schema (unknown keys rejected)", () => {
    expect(siteConfigSchema.parse(siteConfig)).toEqual(siteConfig);
    expect(() => siteConfigSchema.parse({ ...siteConfig, fax: "011" })).toThrow();
  });

  it("holds the identity the decisions page sets", () => {
    expect(siteConfig.name).toBe("Serendib Digital");
    expect(siteConfig.assistant).toEqual({ name: "Seren", subtitle: "Digital Assistant" });
    expect(siteConfig.contact.whatsappNumber).toBe("94771234567");
    expect(siteConfig.copyrightYears).toEqual({ main: 2025, launch: 2024 });
    expect(siteConfig.launchDate).toBe("2025-08-18T00:00:00");
  });

  it("gives every office a phone that exists", () => {
    for (const office of siteConfig.offices) expect(siteConfig.contact.phones[office.phone]).toBeDefined();
  });
});

describe("layout content", () => {
  it("matches its schema", () => {
    expect(layoutContentSchema.parse(layoutContent)).toEqual(layoutContent);
  });

  it("links only to pages the site has", () => {
    const known = new Set(sitePages.map((page) => page.path));
    const links = [
      ...layoutContent.topBar.links,
      layoutContent.topBar.cta,
      ...layoutContent.footer.quickLinks,
      ...layoutContent.footer.legalLinks,
    ];
    for (const link of links) expect(known, link.to).toContain(link.to);
  });
});

describe("site map", () => {
  it("pre-renders every page once, plus the not-found page", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(NOT_FOUND_PATH);
    for (const path of ["/services/photography", "/templates/monkhub-ultimate", "/shop", "/templates"]) {
      expect(paths).toContain(path);
    }
  });

  it("points the catalogue's extra addresses at /shopping", () => {
    const canonical = Object.fromEntries(sitePages.map((page) => [page.path, page.canonical]));
    expect(canonical["/shop"]).toBe("/shopping");
    expect(canonical["/templates"]).toBe("/shopping");
  });

  it("has a route for every page in the route table", () => {
    const patterns: string[] = [];
    const collect = (entries: ReadonlyArray<{ path?: string; children?: unknown }>, prefix = "") => {
      for (const entry of entries) {
        const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
        if (entry.path !== undefined || !entry.children) patterns.push(path || "/");
        if (Array.isArray(entry.children)) collect(entry.children, path);
      }
    };
    collect(routes as never);
    const matches = (path: string) =>
      patterns.some((pattern) =>
        new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+").replace("*", ".*")}$`).test(path),
      );
    for (const page of sitePages) expect(matches(page.path), page.path).toBe(true);
  });
});
