import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { packagesPage } from "../../app/content/packages.ts";
import { serviceCatalogue } from "../../app/content/service-catalogue.ts";
import { siteConfig } from "../../app/content/site-config.ts";
import { sitePages } from "../../app/content/site-map.ts";
import { templateCatalogue } from "../../app/content/template-catalogue.ts";
// The ARD conformance tester Lighthouse's `ard-schema` audit runs.
import { ConformanceTester } from "../../node_modules/lighthouse/third-party/ard/ard.js";
import { agentToolsData } from "./agent-tools-data.ts";
import { aiCatalog } from "./ai-catalog.ts";
import { readBuiltPage } from "./built-page.ts";
import { llmsTxt } from "./llms-txt.ts";
import { renderPng, SHARE_HEIGHT, SHARE_WIDTH, shareImageSvg } from "./share-image.ts";
import { indexedPaths, robotsTxt, sitemapXml } from "./sitemap.ts";

const origin = "https://example.test";
const absoluteUrl = (path: string) => (path === "/" ? `${origin}/` : `${origin}${path}`);

describe("sitemap.xml", () => {
  const xml = sitemapXml(sitePages, absoluteUrl);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists exactly the indexed pages of the site map, once each, as absolute URLs", () => {
    const indexed = sitePages.filter((page) => page.indexed).map((page) => absoluteUrl(page.path));
    expect(locs).toEqual(indexed);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it("leaves out the 404 and the pages that canonicalise elsewhere", () => {
    for (const path of ["/404", "/shop", "/templates"]) expect(locs).not.toContain(absoluteUrl(path));
    expect(locs).toContain(absoluteUrl("/shopping"));
    expect(locs).toContain(absoluteUrl(`/services/${serviceCatalogue[0]!.id}`));
    expect(locs).toContain(absoluteUrl(`/templates/${templateCatalogue[0]!.id}`));
  });

  it("escapes XML", () => {
    expect(sitemapXml([{ path: "/a&b", canonical: "/a&b", indexed: true }], absoluteUrl)).toContain(
      "/a&amp;b",
    );
    expect(indexedPaths([{ path: "/x", canonical: "/x", indexed: false }])).toEqual([]);
  });
});

describe("robots.txt", () => {
  it("allows everything and names the sitemap", () => {
    const robots = robotsTxt(absoluteUrl);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("llms.txt", () => {
  const text = llmsTxt({
    site: siteConfig,
    services: serviceCatalogue,
    templates: templateCatalogue,
    pages: [
      { path: "/", name: "Home", description: "The home page." },
      { path: "/contact", name: "Contact Us", description: "Call, email or visit." },
    ],
    absoluteUrl,
  });

  it("follows llmstxt.org: an H1 with the name, a blockquote summary, H2 sections of links", () => {
    expect(text.split("\n")[0]).toBe(`# ${siteConfig.name}`);
    expect(text).toContain(`\n> ${siteConfig.description}\n`);
    expect(text.match(/^## .+$/gm)).toEqual([
      "## Services",
      "## Key pages",
      "## Website templates",
      "## Contact",
      "## Optional",
    ]);
    // What Lighthouse's llms-txt audit checks.
    expect(text).toMatch(/^\s*#\s+.+/m);
    expect(text).toMatch(/\[.+\]\(.+\)/);
  });

  it("links every service and template page, and the key pages", () => {
    for (const service of serviceCatalogue)
      expect(text).toContain(`- [${service.title}](${origin}/services/${service.id}): ${service.tagline}`);
    for (const template of templateCatalogue) expect(text).toContain(`(${origin}/templates/${template.id})`);
    expect(text).toContain(`- [Contact Us](${origin}/contact): Call, email or visit.`);
  });

  it("gives the contact values of the site config", () => {
    for (const phone of Object.values(siteConfig.contact.phones)) expect(text).toContain(phone.display);
    expect(text).toContain(siteConfig.contact.emails.info);
    expect(text).toContain(`https://wa.me/${siteConfig.contact.whatsappNumber}`);
    for (const office of siteConfig.offices) expect(text).toContain(office.streetAddress);
  });
});

describe("ai-catalog.json", () => {
  it("passes the ARD conformance tester without errors or warnings", () => {
    const tester = new ConformanceTester();
    const catalog = aiCatalog({
      name: siteConfig.name,
      host: "example.test",
      absoluteUrl,
      logoPath: "/og/logo.png",
    });
    tester.validate_manifest(JSON.stringify(catalog), "ai-catalog.json");
    expect(tester.errors).toEqual([]);
    expect(tester.warnings).toEqual([]);
    expect(catalog.entries[0]!.url).toBe(`${origin}/llms.txt`);
  });
});

describe("agent tools data", () => {
  it("is built from today's content", () => {
    const data = agentToolsData({
      services: serviceCatalogue,
      templates: templateCatalogue,
      packagesPage,
      absoluteUrl,
    });
    expect(data.services.map((s) => s.id)).toEqual(serviceCatalogue.map((s) => s.id));
    expect(data.services[0]!.url).toBe(`${origin}/services/${serviceCatalogue[0]!.id}`);
    expect(data.templates.map((t) => t.category)).toEqual(templateCatalogue.map((t) => t.category));
    expect(JSON.stringify(data)).not.toMatch(/\bprice"\s*:/i);
  });

  it("reads richer content when it exists, and never copies a price", () => {
    const data = agentToolsData({
      services: [
        {
          id: "photography",
          title: "Photography",
          tagline: "Shoots.",
          description: "Product and event photography.",
          packages: [{ name: "Basic", price: "LKR 10,000", features: ["20 photos", 3] }],
        },
      ],
      templates: [
        { id: "edulearn", title: "EduLearn", category: "Education", price: 120, features: ["LMS"] },
      ],
      packagesPage: {
        packages: [{ id: "p1", category: "Photography", title: "Studio", price: "x", features: ["a"] }],
      },
      absoluteUrl,
    });
    expect(data.services[0]).toMatchObject({
      summary: "Product and event photography.",
      packages: [{ name: "Basic", features: ["20 photos"] }],
    });
    expect(data.packages).toEqual([
      { id: "p1", name: "Studio", category: "Photography", features: ["a"], url: `${origin}/packages` },
    ]);
    expect(data.templates[0]!.features).toEqual(["LMS"]);
    expect(JSON.stringify(data)).not.toMatch(/LKR|120|"price"/);
  });

  it("falls back to each service's packages when the packages page lists none", () => {
    const data = agentToolsData({
      services: [{ id: "web", title: "Web", tagline: "t", packages: [{ name: "Starter", features: [] }] }],
      templates: [],
      packagesPage: {},
      absoluteUrl,
    });
    expect(data.packages).toEqual([
      { name: "Starter", category: "Web", features: [], url: `${origin}/services/web` },
    ]);
  });
});

describe("built pages", () => {
  it("reads title, description, canonical and share image, decoding entities", () => {
    const page = readBuiltPage(
      '<title>Web Design &amp; Development | Serendib Digital</title><meta name="description" content="Fast &quot;sites&quot; &#x27;now&#x27;"/><link rel="canonical" href="https://x.test/a"/><meta property="og:image" content="https://x.test/og/a.png"/>',
    );
    expect(page).toEqual({
      title: "Web Design & Development | Serendib Digital",
      description: `Fast "sites" 'now'`,
      canonical: "https://x.test/a",
      image: "https://x.test/og/a.png",
    });
  });
});

describe("share image", () => {
  it("is a 1200×630 PNG under 120 KB, even for a long title and description", async () => {
    const source = shareImageSvg({
      heading: "Private Limited Business Registration and Everything Else a New Company Needs in Sri Lanka",
      description: "A very long description. ".repeat(20),
      address: "serendib.digital/services/private-limited-business-registration",
      brand: { first: "Serendib", second: "Digital" },
    });
    expect(source).not.toMatch(/<text\b/); // outlined glyphs only: no system font is needed
    const png = await renderPng(source, SHARE_WIDTH, SHARE_HEIGHT);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(png.length).toBeLessThan(120 * 1024);
  });
});
