// The ARD conformance tester Lighthouse's `ard-schema` audit runs.
import { ConformanceTester } from "lighthouse/third-party/ard/ard.js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { logoSvg, renderPng, SHARE_HEIGHT, SHARE_WIDTH, shareImageSvg } from "#src/lib/build/share-image.ts";
import { absoluteUrl as siteUrl } from "#src/lib/build/site-url.ts";
import { aiCatalog } from "./ai-catalog.ts";
import { entriesOf, templateView } from "./content-views.ts";
import { llmsTxt } from "./llms-txt.ts";
import { robotsTxt } from "./robots-txt.ts";

const content = readSiteContent();
const identity = single(content.identity, "identity");
const agents = single(content.agents, "agents");
const origin = "https://example.test";
const absoluteUrl = (path: string) => siteUrl(origin, path);

describe("robots.txt", () => {
  it("allows everything and names the sitemap", () => {
    const robots = robotsTxt(`${origin}/sitemap-index.xml`);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });
});

describe("llms.txt", () => {
  const services = content.services.map((service) => ({
    path: `/services/${service.id}`,
    title: service.data.title,
    tagline: service.data.tagline,
  }));
  const text = llmsTxt({
    identity,
    copy: agents.llms,
    pricing: agents.pricing,
    services,
    templates: [{ path: "/templates/edulearn", title: "EduLearn", category: "Education" }],
    pages: [
      { path: "/", name: "Home", description: "The home page." },
      { path: "/contact", name: "Contact", description: "Call, email or visit." },
    ],
    sitemapPath: "/sitemap-index.xml",
    agentToolsPath: "/agent-tools.json",
    absoluteUrl,
  });

  it("follows llmstxt.org: an H1 with the name, a blockquote summary, H2 sections of links", () => {
    expect(text.split("\n")[0]).toBe(`# ${identity.name}`);
    expect(text).toContain(`\n> ${identity.description.replace(/\s+/g, " ").trim()}\n`);
    expect(text.match(/^## .+$/gm)).toEqual(
      Object.values(agents.llms.sections).map((title) => `## ${title}`),
    );
    // What Lighthouse's llms-txt audit checks.
    expect(text).toMatch(/^\s*#\s+.+/m);
    expect(text).toMatch(/\[.+\]\(.+\)/);
  });

  it("links every service and template page, and the key pages", () => {
    for (const service of services)
      expect(text).toContain(`- [${service.title}](${origin}${service.path}): ${service.tagline}`);
    expect(text).toContain(`- [EduLearn](${origin}/templates/edulearn): Education website template.`);
    expect(text).toContain(`- [Contact](${origin}/contact): Call, email or visit.`);
    expect(text).toContain(`(${origin}/sitemap-index.xml)`);
  });

  it("gives the identity's contact values and says how pricing works", () => {
    for (const phone of identity.contact.phones) expect(text).toContain(phone.display);
    expect(text).toContain(identity.contact.emails.info);
    expect(text).toContain(`https://wa.me/${identity.contact.whatsappNumber}`);
    for (const office of identity.offices) expect(text).toContain(office.streetAddress);
    expect(text).toContain(agents.pricing);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("leaves out a section with nothing in it", () => {
    const bare = llmsTxt({
      identity,
      copy: agents.llms,
      pricing: agents.pricing,
      services: [],
      templates: [],
      pages: [],
      sitemapPath: "/sitemap-index.xml",
      agentToolsPath: "/agent-tools.json",
      absoluteUrl,
    });
    expect(bare).not.toContain(`## ${agents.llms.sections.templates}`);
    expect(bare).toContain(`## ${agents.llms.sections.contact}`);
  });
});

describe("ai-catalog.json", () => {
  it("passes the ARD conformance tester without errors or warnings", () => {
    const tester = new ConformanceTester();
    const catalog = aiCatalog({
      name: identity.name,
      host: "example.test",
      absoluteUrl,
      logoPath: "/share/logo.png",
      guideName: agents.catalogue.guideName,
      questions: agents.catalogue.questions,
    });
    tester.validate_manifest(JSON.stringify(catalog), "ai-catalog.json");
    expect(tester.errors).toEqual([]);
    expect(tester.warnings).toEqual([]);
    expect(catalog.entries[0]!.url).toBe(`${origin}/llms.txt`);
    expect(catalog.entries[0]!.representativeQueries[0]).toContain(identity.name);
  });
});

describe("content views", () => {
  it("read only what the site files need, and nothing from a collection that does not exist", () => {
    const templates = entriesOf(
      { templates: [{ id: "edulearn", data: { title: "EduLearn", category: "Education", price: "$399" } }] },
      "templates",
      templateView,
    );
    expect(templates).toEqual([
      { id: "edulearn", data: { title: "EduLearn", category: "Education", features: [] } },
    ]);
    expect(entriesOf({}, "templates", templateView)).toEqual([]);
    expect(() =>
      entriesOf({ templates: [{ id: "x", data: { title: "X" } }] }, "templates", templateView),
    ).toThrow(/templates\/x: category/);
  });
});

describe("share image", () => {
  it("is a 1200×630 PNG under 120 KB, even for a long title and description", async () => {
    const source = shareImageSvg({
      heading: "Private Limited Business Registration and Everything Else a New Company Needs in Sri Lanka",
      description: "A very long description. ".repeat(20),
      address: "serendib.digital/services/private-limited-business-registration",
      siteName: identity.name,
    });
    expect(source).not.toMatch(/<text\b/); // outlined glyphs only: no system font is needed
    const png = await renderPng(source, SHARE_WIDTH, SHARE_HEIGHT);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    expect(png.length).toBeLessThan(120 * 1024);
  });

  it("draws a different picture for a different page, and a square logo", async () => {
    const draw = (heading: string) =>
      shareImageSvg({ heading, description: "D", address: "example.test", siteName: identity.name });
    expect(draw("About")).not.toBe(draw("Contact"));
    const logo = await sharp(await renderPng(logoSvg(512), 512, 512)).metadata();
    expect([logo.width, logo.height]).toEqual([512, 512]);
  });
});
