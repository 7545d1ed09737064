import { describe, expect, it } from "vitest";
import {
  axeNotes,
  fontFaceNames,
  fontFigures,
  fontLabel,
  type LanguageRow,
  languageTable,
  lcpRatio,
  misses,
  pageTable,
  pickRoutes,
  runOrder,
} from "./language-figures.ts";
import { median, medianOf } from "./stats.ts";

describe("the routes measured", () => {
  const english = [
    "/",
    "/about",
    "/contact",
    "/get-quote",
    "/launching-soon",
    "/packages",
    "/portfolio",
    "/services",
    "/services/seo",
    "/services/web",
    "/templates",
    "/templates/edulearn",
  ];

  it("take one page of each kind by default, the first of its kind in the build's order", () => {
    expect(pickRoutes(english)).toEqual([
      { path: "/", kind: "home" },
      { path: "/about", kind: "content page" },
      { path: "/services/seo", kind: "service page" },
      { path: "/packages", kind: "packages" },
      { path: "/portfolio", kind: "portfolio" },
      { path: "/contact", kind: "contact" },
      { path: "/get-quote", kind: "quote" },
      { path: "/templates/edulearn", kind: "template page" },
      { path: "/launching-soon", kind: "launching soon" },
    ]);
  });

  it("leave out a kind the build lacks", () => {
    expect(pickRoutes(["/", "/about"]).map((route) => route.kind)).toEqual(["home", "content page"]);
  });

  it("take the routes asked for, in any language's form, once each, and refuse one English lacks", () => {
    expect(pickRoutes(english, ["/si/about", "/", "/about", "/services"])).toEqual([
      { path: "/about", kind: "content page" },
      { path: "/", kind: "home" },
      { path: "/services", kind: "page" },
    ]);
    expect(() => pickRoutes(english, ["/nowhere"])).toThrow(/\/nowhere/);
  });

  it("start each run one language later", () => {
    expect(runOrder(1)).toEqual(["en", "si", "ta", "hi"]);
    expect(runOrder(2)).toEqual(["si", "ta", "hi", "en"]);
    expect(runOrder(5)).toEqual(["en", "si", "ta", "hi"]);
  });
});

describe("medians", () => {
  it("leave failed runs out", () => {
    expect(median([3, Number.NaN, 1, 2])).toBe(2);
    expect(median([Number.NaN])).toBeNaN();
    expect(
      medianOf([
        { lcp: 1, cls: 0 },
        { lcp: 5, cls: 0.2 },
        { lcp: 3, cls: 0 },
      ]),
    ).toEqual({ lcp: 3, cls: 0 });
  });
});

describe("font faces", () => {
  it("name each font file by the face its @font-face rule declares", () => {
    const css = [
      '<style>@font-face{font-family:"Noto Sans Devanagari-df6a13c2901bc6b6";src:url("/_astro/fonts/0df9.woff2") format("woff2");font-display:swap;font-weight:400;font-style:normal;}',
      "@font-face { font-family: Jakarta; src: url(/_astro/fonts/j.woff2?v=2) format('woff2'), url(/_astro/fonts/j.woff) }</style>",
    ].join("");
    const names = fontFaceNames(css);
    expect([...names]).toEqual([
      ["0df9.woff2", "Noto Sans Devanagari 400"],
      ["j.woff2", "Jakarta"],
      ["j.woff", "Jakarta"],
    ]);
    expect(fontLabel({ file: "0df9.woff2", bytes: 51_200 }, names)).toBe("Noto Sans Devanagari 400, 50.0 KB");
    expect(fontLabel({ file: "other.woff2", bytes: 1024 }, names)).toBe("other.woff2, 1.0 KB");
  });
});

describe("font bytes from a Lighthouse report", () => {
  // The requests count in ms from the first request (1 000 000 µs); the observed LCP is at 1 300 000 µs: 300 ms in.
  const report = (lcpTs: number | undefined) => ({
    audits: {
      "network-requests": {
        details: {
          items: [
            { url: "http://x.test/si", resourceType: "Document", transferSize: 9000, networkEndTime: 50 },
            {
              url: "http://x.test/_astro/jakarta.woff2",
              resourceType: "Font",
              transferSize: 20_000,
              networkEndTime: 200,
            },
            {
              url: "http://x.test/_astro/sinhala-400.woff2",
              resourceType: "Font",
              transferSize: 30_000,
              networkEndTime: 300,
            },
            {
              url: "http://x.test/_astro/sinhala-700.woff2?v=1",
              resourceType: "Other",
              transferSize: 40_000,
              networkEndTime: 301,
            },
            {
              url: "http://x.test/_astro/late.woff2",
              resourceType: "Font",
              transferSize: 5000,
              networkEndTime: 100,
              finished: false,
            },
          ],
          debugData: { networkStartTimeTs: 1_000_000 },
        },
      },
      metrics: { details: { items: [{ observedLargestContentfulPaintTs: lcpTs }] } },
    },
  });

  it("count the font files transferred by the observed LCP, and all of them by load", () => {
    expect(fontFigures(report(1_300_000))).toEqual({
      beforeLcpBytes: 50_000,
      beforeLcpFiles: [
        { file: "jakarta.woff2", bytes: 20_000 },
        { file: "sinhala-400.woff2", bytes: 30_000 },
      ],
      byLoadBytes: 95_000,
      byLoadFiles: [
        { file: "jakarta.woff2", bytes: 20_000 },
        { file: "sinhala-400.woff2", bytes: 30_000 },
        { file: "sinhala-700.woff2", bytes: 40_000 },
        { file: "late.woff2", bytes: 5000 },
      ],
    });
  });

  it("count none before LCP when the report has no observed LCP", () => {
    const figures = fontFigures(report(undefined));
    expect(figures.beforeLcpBytes).toBe(0);
    expect(figures.byLoadBytes).toBe(95_000);
  });

  it("count nothing in a report without network requests", () => {
    expect(fontFigures({ audits: {} })).toEqual({
      beforeLcpBytes: 0,
      beforeLcpFiles: [],
      byLoadBytes: 0,
      byLoadFiles: [],
    });
  });
});

const row = (locale: LanguageRow["locale"], figures: Partial<LanguageRow> = {}): LanguageRow => ({
  route: { path: "/about", kind: "content page" },
  locale,
  path: locale === "en" ? "/about" : `/${locale}/about`,
  built: true,
  runs: { ok: 3, made: 3 },
  lcp: 1000,
  cls: 0,
  fontKbBeforeLcp: 20,
  fontKbByLoad: 40,
  fontFiles: [
    { file: "a.woff2", bytes: 10_240 },
    { file: "b.woff2", bytes: 30_720 },
  ],
  axe: [],
  ...figures,
});

describe("the targets", () => {
  it("compare LCP with the English page's", () => {
    expect(lcpRatio(1100, 1000)).toBeCloseTo(1.1);
    expect(lcpRatio(Number.NaN, 1000)).toBeNaN();
    expect(lcpRatio(1000, 0)).toBeNaN();
  });

  it("pass LCP up to 1.1× English, CLS 0 and no axe finding", () => {
    expect(misses(row("si", { lcp: 1100 }), 1000)).toEqual([]);
  });

  it("miss LCP past 1.1×, any CLS, any axe finding, a missing figure and a page not built", () => {
    expect(misses(row("si", { lcp: 1101, cls: 0.001, axe: ["color-contrast"] }), 1000)).toEqual([
      "LCP",
      "CLS",
      "axe",
    ]);
    expect(misses(row("ta", { lcp: Number.NaN, cls: Number.NaN }), 1000)).toEqual(["no LCP", "no CLS"]);
    expect(misses(row("hi", { built: false }), 1000)).toEqual(["not built"]);
  });

  it("judge only axe when Lighthouse was skipped", () => {
    expect(misses(row("si", { lcp: Number.NaN, cls: Number.NaN }), Number.NaN, false)).toEqual([]);
    expect(misses(row("si", { axe: ["x"] }), Number.NaN, false)).toEqual(["axe"]);
  });
});

describe("the tables", () => {
  const rows = [
    row("en"),
    row("si", { lcp: 1050, fontKbBeforeLcp: 50.04, fontKbByLoad: 80, runs: { ok: 2, made: 3 } }),
    row("ta", { lcp: 1200, cls: 0.02, axe: ["color-contrast (serious): Elements must meet contrast (p)"] }),
    row("hi", { built: false, path: "/hi/about" }),
  ];

  it("give each page its figures, its ratio to English and the targets it misses", () => {
    expect(pageTable(rows)).toEqual([
      "| route | language | LCP ms | × English | CLS | font KB before LCP / by load (files) | axe serious · critical | targets |",
      "|---|---|---:|---:|---:|---|---:|---|",
      "| /about (content page) | /about | 1000 | 1.00× | 0.000 | 20.0 / 40.0 (2) | 0 | ✓ |",
      "| /about (content page) | /si/about | 1050 (2 of 3 runs) | 1.05× | 0.000 | 50.0 / 80.0 (2) | 0 | ✓ |",
      "| /about (content page) | /ta/about | 1200 | 1.20× | 0.020 | 20.0 / 40.0 (2) | 1 | ✗ LCP, CLS, axe |",
      "| /about (content page) | /hi/about | – | – | – | – | – | ✗ not built |",
    ]);
  });

  it("sum each language up with its pages built and untranslated entries", () => {
    const totals = [
      { locale: "en" as const, pagesBuilt: 29, englishPages: 29, untranslated: null },
      { locale: "si" as const, pagesBuilt: 29, englishPages: 29, untranslated: 0 },
      { locale: "ta" as const, pagesBuilt: 29, englishPages: 29, untranslated: 2 },
      { locale: "hi" as const, pagesBuilt: 28, englishPages: 29, untranslated: 0 },
    ];
    expect(languageTable(rows, totals).slice(2)).toEqual([
      "| English (en) | 29 of 29 | – | 1 | 1.00× | 0.000 | 0 | ✓ |",
      "| Sinhala (si) | 29 of 29 | 0 | 1 | 1.05× | 0.000 | 0 | ✓ |",
      "| Tamil (ta) | 29 of 29 | 2 | 1 | 1.20× | 0.020 | 1 | ✗ LCP, CLS, axe, untranslated |",
      "| Hindi (hi) | 28 of 29 | 0 | 1 | – | – | – | ✗ not built, pages |",
    ]);
  });

  it("list each axe finding under its page", () => {
    expect(axeNotes(rows)).toEqual([
      "- /ta/about: color-contrast (serious): Elements must meet contrast (p)",
    ]);
  });
});
