/**
 * The figures of `npm run bench:languages` (languages.ts) and how they are judged, kept free of browsers so that
 * they can be tested: which routes stand for each kind of page, the order of a run's languages, the font bytes a
 * Lighthouse report shows fetched before LCP and by load, each page's targets (issue 20: LCP within 1.1× the
 * English page, CLS 0, no serious or critical axe finding) and the tables.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { mark } from "./stats.ts";

/** Targets of issue 20 ("Measured"), on every language's page. */
export const TARGETS = { lcpRatio: 1.1, cls: 0, axeFindings: 0, untranslatedEntries: 0 } as const;

/** One page of each kind, by the first English route that matches (ids of services and templates are content). */
const ROUTE_KINDS: ReadonlyArray<readonly [kind: string, matches: (path: string) => boolean]> = [
  ["home", (path) => path === "/"],
  ["content page", (path) => path === "/about"],
  ["service page", (path) => /^\/services\/[^/]+$/.test(path)],
  ["packages", (path) => path === "/packages"],
  ["portfolio", (path) => path === "/portfolio"],
  ["contact", (path) => path === "/contact"],
  ["quote", (path) => path === "/get-quote"],
  ["template page", (path) => /^\/templates\/[^/]+$/.test(path)],
  ["launching soon", (path) => path === "/launching-soon"],
];

export interface LanguageRoute {
  /** The English route; each language's page is `localizedPath(path, locale)`. */
  path: string;
  kind: string;
}

/**
 * The routes to measure, from the English routes of the build: the ones asked for (in any language's form:
 * `/si/about` is `/about`), or one of each kind in `ROUTE_KINDS`. A route asked for that English lacks is an error.
 */
export function pickRoutes(englishRoutes: readonly string[], requested?: readonly string[]): LanguageRoute[] {
  const kindOf = (path: string) => ROUTE_KINDS.find(([, matches]) => matches(path))?.[0] ?? "page";
  if (requested?.length) {
    const paths = [...new Set(requested.map((path) => localizedPath(path.trim(), DEFAULT_LOCALE)))];
    const unknown = paths.filter((path) => !englishRoutes.includes(path));
    if (unknown.length) throw new Error(`Not an English route of the build: ${unknown.join(", ")}`);
    return paths.map((path) => ({ path, kind: kindOf(path) }));
  }
  return ROUTE_KINDS.flatMap(([kind, matches]) => {
    const path = englishRoutes.find(matches);
    return path ? [{ path, kind }] : [];
  });
}

/** The languages in run `run` (from 1): each run starts one language later, so that no language always goes first. */
export function runOrder(run: number, locales: readonly Locale[] = LOCALES): Locale[] {
  const shift = (run - 1) % locales.length;
  return [...locales.slice(shift), ...locales.slice(0, shift)];
}

/** The few fields of a Lighthouse report the font figures read. */
export interface ReportForFonts {
  audits: Record<string, { details?: unknown } | undefined>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  networkEndTime?: number;
  finished?: boolean;
}

export interface FontFile {
  /** The file's name (`0df95d10f9e3cdda.woff2`). */
  file: string;
  bytes: number;
}

export interface FontFigures {
  /** Bytes of font files transferred by the time of the largest contentful paint (in the observed, unthrottled load). */
  beforeLcpBytes: number;
  beforeLcpFiles: FontFile[];
  /** Bytes of font files transferred during Lighthouse's whole load (to load and network quiet, nothing scrolled). */
  byLoadBytes: number;
  byLoadFiles: FontFile[];
}

const isFont = (item: NetworkItem) =>
  item.resourceType === "Font" || /\.woff2?(?:[?#]|$)/.test(item.url) || /^font\//.test(item.mimeType ?? "");

/**
 * The font files in a Lighthouse report's network requests, and those whose transfer ended by the observed LCP.
 * The requests' times count in milliseconds from the first request (`debugData.networkStartTimeTs`, µs); the
 * observed LCP is a trace timestamp (µs) on the same clock.
 */
export function fontFigures(report: ReportForFonts): FontFigures {
  const requests = report.audits["network-requests"]?.details as
    | { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const metrics = report.audits.metrics?.details as
    | { items?: Array<{ observedLargestContentfulPaintTs?: number }> }
    | undefined;
  const fonts = (requests?.items ?? []).filter(isFont);
  const startUs = requests?.debugData?.networkStartTimeTs;
  const lcpUs = metrics?.items?.[0]?.observedLargestContentfulPaintTs;
  const beforeLcp = fonts.filter(
    (item) =>
      startUs !== undefined &&
      lcpUs !== undefined &&
      item.finished !== false &&
      item.networkEndTime !== undefined &&
      startUs + item.networkEndTime * 1000 <= lcpUs,
  );
  const bytes = (items: NetworkItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const names = (items: NetworkItem[]) =>
    items.map((item) => ({
      file: new URL(item.url).pathname.split("/").pop()!,
      bytes: item.transferSize ?? 0,
    }));
  return {
    beforeLcpBytes: bytes(beforeLcp),
    beforeLcpFiles: names(beforeLcp),
    byLoadBytes: bytes(fonts),
    byLoadFiles: names(fonts),
  };
}

/**
 * The face each font file of the build draws, from the @font-face rules in its pages and style sheets:
 * `0df95d10f9e3cdda.woff2` → "Noto Sans Devanagari 400" (the fonts API's family suffix, `-<hash>`, dropped).
 */
export function fontFaceNames(css: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, body = ""] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const family = /font-family:\s*["']?([^"';]+?)["']?\s*(?:;|$)/
      .exec(body)?.[1]
      ?.replace(/-[0-9a-f]{8,}$/, "");
    const weight = /font-weight:\s*([^;]+)/.exec(body)?.[1]?.trim();
    if (!family) continue;
    for (const [, url = ""] of body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const file = url.split(/[?#]/)[0]!.split("/").pop()!;
      names.set(file, weight ? `${family} ${weight}` : family);
    }
  }
  return names;
}

/** A font file as the notes name it: its face and transfer size (`Noto Sans Devanagari 400, 49.6 KB`). */
export const fontLabel = (font: FontFile, names: ReadonlyMap<string, string>) =>
  `${names.get(font.file) ?? font.file}, ${(font.bytes / 1024).toFixed(1)} KB`;

/** One language's page of one route: medians of the runs that gave figures, and the axe scan. */
export interface LanguageRow {
  route: LanguageRoute;
  locale: Locale;
  /** The page's address in its language. */
  path: string;
  /** Whether the build has the page. */
  built: boolean;
  /** Runs that gave figures, of those made (a Lighthouse run may fail on a busy machine). */
  runs: { ok: number; made: number };
  lcp: number;
  cls: number;
  fontKbBeforeLcp: number;
  fontKbByLoad: number;
  /** Font files of the first run that gave figures, fetched by load. */
  fontFiles: FontFile[];
  /** Serious and critical axe findings; null: not scanned. */
  axe: string[] | null;
}

/** LCP as a multiple of the English page's (NaN when either is missing). */
export const lcpRatio = (lcp: number, englishLcp: number): number =>
  Number.isFinite(lcp) && Number.isFinite(englishLcp) && englishLcp > 0 ? lcp / englishLcp : Number.NaN;

/** The targets a row misses: the page not built, LCP over 1.1× English (or no figure), CLS above 0, axe findings. */
export function misses(row: LanguageRow, englishLcp: number, measured = true): string[] {
  if (!row.built) return ["not built"];
  const missed: string[] = [];
  if (measured) {
    const ratio = lcpRatio(row.lcp, englishLcp);
    if (!(ratio <= TARGETS.lcpRatio)) missed.push(Number.isNaN(ratio) ? "no LCP" : "LCP");
    if (!(row.cls <= TARGETS.cls)) missed.push(Number.isNaN(row.cls) ? "no CLS" : "CLS");
  }
  if (row.axe !== null && row.axe.length > TARGETS.axeFindings) missed.push("axe");
  return missed;
}

const ms = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : "–");
const kb = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
const languageName = (locale: Locale) => `${LOCALE_INFO[locale].englishName} (${locale})`;

/** The English row of the same route (every row's LCP is compared with it). */
const englishOf = (rows: readonly LanguageRow[], row: LanguageRow) =>
  rows.find((other) => other.route.path === row.route.path && other.locale === DEFAULT_LOCALE);

/** The per-page table: one line per route and language, English first. */
export function pageTable(rows: readonly LanguageRow[], measured = true): string[] {
  return [
    "| route | language | LCP ms | × English | CLS | font KB before LCP / by load (files) | axe serious · critical | targets |",
    "|---|---|---:|---:|---:|---|---:|---|",
    ...rows.map((row) => {
      const englishLcp = englishOf(rows, row)?.lcp ?? Number.NaN;
      const missed = misses(row, englishLcp, measured);
      const ratio = lcpRatio(row.lcp, englishLcp);
      const partial = row.runs.ok < row.runs.made ? ` (${row.runs.ok} of ${row.runs.made} runs)` : "";
      const cells = row.built
        ? [
            `${ms(row.lcp)}${partial}`,
            Number.isNaN(ratio) ? "–" : `${ratio.toFixed(2)}×`,
            Number.isFinite(row.cls) ? row.cls.toFixed(3) : "–",
            `${kb(row.fontKbBeforeLcp)} / ${kb(row.fontKbByLoad)} (${row.fontFiles.length})`,
            row.axe === null ? "–" : String(row.axe.length),
          ]
        : ["–", "–", "–", "–", "–"];
      return `| ${row.route.path} (${row.route.kind}) | ${row.path} | ${cells.join(" | ")} | ${missed.length ? `${mark(false)} ${missed.join(", ")}` : mark(true)} |`;
    }),
  ];
}

/** What the summary says of each language beside its page figures. */
export interface LanguageTotals {
  locale: Locale;
  pagesBuilt: number;
  englishPages: number;
  /** Entries without a translation (English has none to lack). */
  untranslated: number | null;
}

/** The per-language summary: pages built, untranslated entries, the worst LCP ratio and CLS, axe findings. */
export function languageTable(
  rows: readonly LanguageRow[],
  totals: readonly LanguageTotals[],
  measured = true,
): string[] {
  return [
    "| language | pages built | untranslated entries | routes measured | worst LCP × English | largest CLS | axe serious · critical | targets |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
    ...totals.map((total) => {
      const own = rows.filter((row) => row.locale === total.locale);
      const built = own.filter((row) => row.built);
      const ratios = built.map((row) => lcpRatio(row.lcp, englishOf(rows, row)?.lcp ?? Number.NaN));
      const worst = ratios.some(Number.isNaN) || !ratios.length ? Number.NaN : Math.max(...ratios);
      const clss = built.map((row) => row.cls);
      const largestCls = clss.some(Number.isNaN) || !clss.length ? Number.NaN : Math.max(...clss);
      const scanned = built.filter((row) => row.axe !== null);
      const findings = scanned.reduce((sum, row) => sum + (row.axe?.length ?? 0), 0);
      const missed = new Set(
        own.flatMap((row) => misses(row, englishOf(rows, row)?.lcp ?? Number.NaN, measured)),
      );
      if (total.pagesBuilt !== total.englishPages) missed.add("pages");
      if (total.untranslated !== null && total.untranslated > TARGETS.untranslatedEntries)
        missed.add("untranslated");
      return `| ${languageName(total.locale)} | ${total.pagesBuilt} of ${total.englishPages} | ${total.untranslated ?? "–"} | ${own.length} | ${measured && !Number.isNaN(worst) ? `${worst.toFixed(2)}×` : "–"} | ${measured && !Number.isNaN(largestCls) ? largestCls.toFixed(3) : "–"} | ${scanned.length ? findings : "–"} | ${missed.size ? `${mark(false)} ${[...missed].join(", ")}` : mark(true)} |`;
    }),
  ];
}

/** Each axe finding, by page, for the notes under the tables. */
export function axeNotes(rows: readonly LanguageRow[]): string[] {
  return rows.flatMap((row) => (row.axe ?? []).map((finding) => `- ${row.path}: ${finding}`));
}
