import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SitePage } from "#src/lib/build/site-pages.ts";
import {
  type Budgets,
  budgetFor,
  budgetKey,
  budgetProblems,
  pageKind,
  scriptsBeforeInteraction,
} from "./check-bundle-budgets.ts";
import { brokenReason, checkLinks, htmlReferences, internalTargets, type LinkGraph } from "./check-links.ts";
import { headProblems, pageSetProblems, sitemapProblems } from "./check-pages.ts";
import { type BuiltSite, headOf, tagsOf } from "./lib/built-site.ts";

const origin = "https://example.test";

describe("bundle budgets", () => {
  const chunks = {
    "_astro/page.js": { imports: ["_astro/helper.js"], dynamicImports: ["_astro/lazy.js"] },
    "_astro/helper.js": { imports: [], dynamicImports: [] },
    "_astro/form.js": {
      imports: ["_astro/react.js", "_astro/helper.js"],
      dynamicImports: ["_astro/schema.js"],
    },
    "_astro/menu.js": { imports: ["_astro/react.js"], dynamicImports: [] },
    "_astro/renderer.js": { imports: ["_astro/react.js"], dynamicImports: [] },
    "_astro/react.js": { imports: [], dynamicImports: [] },
  };
  const island = (client: string, component: string) =>
    `<astro-island component-url="/_astro/${component}" renderer-url="/_astro/renderer.js" client="${client}" props="{&quot;a&quot;:1}"></astro-island>`;

  it("count module scripts and eager islands with their static imports, not what waits or loads on demand", () => {
    const html = [
      '<head><script>console.log("<astro-island client=\\"load\\">")</script>',
      '<script type="module" src="/_astro/page.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
      island("load", "form.js"),
      island("interaction", "menu.js"),
    ].join("");
    const scripts = scriptsBeforeInteraction(html, chunks);
    expect(scripts.files).toEqual([
      "/_astro/form.js",
      "/_astro/helper.js",
      "/_astro/page.js",
      "/_astro/react.js",
      "/_astro/renderer.js",
    ]);
    expect(scripts.deferred).toEqual(["/_astro/menu.js"]);
    expect(scripts.inline).toHaveLength(1);
  });

  it("count nothing for React on a page whose islands all wait for a visitor", () => {
    const scripts = scriptsBeforeInteraction(
      `<script type="module" src="/_astro/page.js"></script>${island("visible", "menu.js")}`,
      chunks,
    );
    expect(scripts.files).toEqual(["/_astro/helper.js", "/_astro/page.js"]);
  });

  const budgets: Budgets = {
    targetKb: { content: 30, interactive: 90 },
    interactivePages: ["/contact", "/templates/*"],
    marginKb: 1,
    pagesKb: { "/about": 5, "/contact": 89.3, "/templates/edulearn": 95 },
  };

  it("sort pages into content and interactive, one segment per star", () => {
    expect(pageKind("/templates/edulearn", budgets)).toBe("interactive");
    expect(pageKind("/templates/a/b", budgets)).toBe("content");
    expect(pageKind("/about", budgets)).toBe("content");
  });

  it("fail when a page grows past its budget or its kind's target, has no budget, or a budget is above target", () => {
    const figure = (path: string, kb: number) => ({ path, kb, files: 1, inlineKb: 0, deferredKb: 0 });
    expect(budgetProblems([figure("/about", 4.9), figure("/contact", 89.3)], budgets)).toEqual([]);
    const problems = budgetProblems(
      [
        figure("/about", 5.1),
        figure("/contact", 91),
        figure("/services", 2),
        figure("/templates/edulearn", 50),
      ],
      budgets,
    ).join("\n");
    expect(problems).toMatch(/\/about: 5\.1 KB before interaction, over its budget of 5 KB/);
    expect(problems).toMatch(/\/contact: 91\.0 KB before interaction, over the interactive target of 90 KB/);
    expect(problems).toMatch(/\/services: no budget/);
    expect(problems).toMatch(/\/templates\/edulearn: its budget of 95 KB is above the interactive target/);
    expect(budgetFor(88.21, 1)).toBe(89.3);
  });

  it("give every page made from an entry its pattern's budget, an exact path winning (a service added in /admin)", () => {
    const withPattern: Budgets = { ...budgets, pagesKb: { "/services/*": 1.5, "/services/seo": 3 } };
    const figure = (path: string, kb: number) => ({ path, kb, files: 1, inlineKb: 0, deferredKb: 0 });
    expect(budgetKey("/services/drone-photography", withPattern)).toBe("/services/*");
    expect(budgetKey("/services/seo", withPattern)).toBe("/services/seo");
    expect(budgetKey("/services/a/b", withPattern)).toBeUndefined();
    const legal: Budgets = { ...budgets, pagesKb: { "legal/*": 1.5, "/about": 5 } };
    expect(budgetKey("/cookie-policy", legal, "legal/cookie-policy")).toBe("legal/*");
    expect(budgetKey("/contact", legal, "contactPage")).toBeUndefined();
    expect(
      budgetProblems([figure("/services/drone-photography", 1.2), figure("/services/seo", 2.5)], withPattern),
    ).toEqual([]);
    expect(budgetProblems([figure("/services/drone-photography", 1.6)], withPattern)).toEqual([
      "/services/drone-photography: 1.6 KB before interaction, over its budget of 1.5 KB",
    ]);
    expect(budgetFor(89.7, 1, 90)).toBe(90);
  });
});

const page = (path: string, extra: Partial<SitePage> = {}): SitePage => ({
  path,
  locale: "en",
  route: path,
  canonical: path,
  indexed: true,
  noIndex: false,
  title: `${path} title`,
  description: `${path} description`,
  source: `pages${path}`,
  ...extra,
});

describe("page check", () => {
  const expected = [
    page("/contact"),
    page("/services/seo", { source: "services/seo" }),
    page("/404", { noIndex: true }),
  ];

  it("passes when the build has exactly the implied pages and public/'s static HTML", () => {
    expect(
      pageSetProblems(
        expected,
        ["/contact", "/services/seo", "/404", "/demo/index.html"],
        ["/demo/index.html"],
      ),
    ).toEqual([]);
  });

  it("fails for a page the content implies but the build lacks (a new service file without its page)", () => {
    expect(pageSetProblems(expected, ["/contact", "/404"], [])).toEqual([
      "/services/seo: implied by services/seo, but not built",
    ]);
  });

  it("fails for a page nothing implies, and for static HTML that is not in public/ or not in the build", () => {
    expect(
      pageSetProblems(expected, ["/contact", "/services/seo", "/404", "/about", "/x.html"], ["/y.html"]),
    ).toEqual([
      "/about: built, but no content implies it (add its route to lib/build/site-pages.ts, or remove the page)",
      "/x.html: in the build, but not a file of public/",
      "/y.html: in public/, but not in the site manifest",
    ]);
  });

  const head = (title: string, extra = "") =>
    `<html><head><title>${title}</title><meta name="description" content="/contact description"><link rel="canonical" href="${origin}/contact"><meta property="og:image" content="${origin}/share/contact.png">${extra}</head><body></body></html>`;

  it("fails when a built page's head says something else than the list", () => {
    expect(headProblems(page("/contact"), head("/contact title"), origin)).toEqual([]);
    expect(headProblems(page("/contact"), head("Other &amp; title"), origin)).toEqual([
      '/contact: title is "Other & title", expected "/contact title"',
    ]);
    expect(
      headProblems(
        page("/contact"),
        head("/contact title", '<meta name="robots" content="noindex">'),
        origin,
      ),
    ).toEqual(['/contact: robots is "noindex", expected undefined']);
  });

  it("fails when the sitemap lacks an indexed page, lists another, or lists one twice", () => {
    const pages = [page("/contact"), page("/shop", { indexed: false }), page("/404", { indexed: false })];
    expect(sitemapProblems([`${origin}/contact`], pages, origin)).toEqual([]);
    expect(sitemapProblems([`${origin}/shop`, `${origin}/shop`], pages, origin)).toEqual([
      `sitemap: lacks ${origin}/contact`,
      `sitemap: lists ${origin}/shop, which is not an indexed page`,
      `sitemap: lists ${origin}/shop, which is not an indexed page`,
      `sitemap: lists ${origin}/shop twice`,
    ]);
  });
});

describe("link check", () => {
  const graph: LinkGraph = {
    pages: new Map([
      ["/", new Set(["main"])],
      ["/contact", new Set(["form"])],
      ["/404", new Set()],
    ]),
    fileExists: (path) => ["/_astro/a.js", "/favicon.svg", "/share/contact.png"].includes(path),
  };

  it("resolves pages, files and anchors, and reports what is missing", () => {
    expect(brokenReason("/contact#form", "/", graph)).toBeNull();
    expect(brokenReason("/contact/", "/", graph)).toBeNull();
    expect(brokenReason("/_astro/a.js", "/", graph)).toBeNull();
    expect(brokenReason("/contact#nope", "/", graph)).toBe("no #nope on /contact");
    expect(brokenReason("/about", "/", graph)).toBe("nothing at /about");
    expect(brokenReason("/404", "/contact", graph)).toBe("links to the not-found page");
    expect(brokenReason("/404", "/404", graph)).toBeNull();
  });

  it("fails a link to a page the build does not have, even a route of the spec (the privacy policy removed)", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "check-links-"));
    const clientDir = join(buildDir, "client");
    mkdirSync(join(clientDir, "share"), { recursive: true });
    writeFileSync(join(clientDir, "share", "page.png"), "");
    const page = (path: string, body: string) =>
      `<html><head><link rel="canonical" href="${origin}${path}"><meta property="og:image" content="${origin}/share/page.png"></head><body>${body}</body></html>`;
    const files: Record<string, [string, string]> = {
      "/": ["index.html", page("/", '<a href="/contact">Contact</a><a href="/privacy-policy">Privacy</a>')],
      "/contact": ["contact.html", page("/contact", '<a href="/terms-of-service#scope">Terms</a>')],
      "/404": ["404.html", page("/404", '<a href="/">Home</a>')],
    };
    for (const [file, html] of Object.values(files)) writeFileSync(join(clientDir, file), html);
    const site = {
      buildDir,
      clientDir,
      manifest: {
        pages: Object.fromEntries(Object.entries(files).map(([path, [file]]) => [path, { file }])),
      },
      chunks: {},
    } as unknown as BuiltSite;
    try {
      expect(checkLinks(site).problems).toEqual([
        "/ → /privacy-policy: nothing at /privacy-policy",
        "/contact → /terms-of-service#scope: nothing at /terms-of-service",
      ]);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });

  it("reads every kind of reference a page makes, and keeps those on the site's own origin", () => {
    const html = [
      `<head><link rel="canonical" href="${origin}/contact"><meta property="og:image" content="${origin}/share/contact.png">`,
      '<link rel="icon" href="/favicon.svg"><style>@font-face{src:url("/_astro/font.woff2")}</style>',
      `<script type="application/ld+json">{"logo":{"url":"${origin}/share/logo.png"},"sameAs":["https://facebook.com/x"]}</script></head>`,
      '<body><a href="#main">Skip</a><a href="https://wa.me/1?text=a">WhatsApp</a><a href="mailto:a@b.c">Mail</a>',
      '<img src="/_astro/a.jpg" srcset="/_astro/a-400.jpg 400w, /_astro/a-800.jpg 800w">',
      '<div style="background-image:url(&quot;/_astro/bg.svg&quot;)"></div>',
      '<astro-island component-url="/_astro/a.js" renderer-url="/_astro/r.js"></astro-island></body>',
    ].join("");
    expect(internalTargets(htmlReferences(html, origin), "/contact", origin).sort()).toEqual(
      [
        "/contact",
        "/share/contact.png",
        "/favicon.svg",
        "/_astro/font.woff2",
        "/share/logo.png",
        "/contact#main",
        "/_astro/a.jpg",
        "/_astro/a-400.jpg",
        "/_astro/a-800.jpg",
        "/_astro/bg.svg",
        "/_astro/a.js",
        "/_astro/r.js",
      ].sort(),
    );
  });
});

describe("reading built pages", () => {
  it("finds tags and heads without mistaking text inside scripts for tags", () => {
    const html =
      '<head><title>A &amp; B</title><script>if (a<b) document.write("<meta name=\\"robots\\" content=\\"noindex\\">")</script><meta name="description" content="D &quot;q&quot;"></head><body><meta name="robots" content="x"></body>';
    expect(headOf(html)).toMatchObject({ title: "A & B", description: 'D "q"', robots: undefined });
    expect(tagsOf(html, ["meta"]).map((tag) => tag.attributes.name)).toEqual(["description", "robots"]);
  });
});
