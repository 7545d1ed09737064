/**
 * Bundle budgets (`npm run check:build`): for every page Astro built, the JavaScript files it loads before
 * anyone interacts (its module scripts, and its `client:load` / `client:idle` / `client:only` islands with their
 * renderer), each followed through its static imports as Vite's client build recorded them
 * (client-chunks.json), counted once, gzip. Fails when a page grows past its own budget in budgets.json, when it
 * is over the target of issue 12 for its kind (content or interactive), or when it has no budget. Pages made from
 * entries share one budget by pattern (`/services/*`, `/templates/*`, and `legal/*` for the entries a page is made
 * from), so a service, template or legal document the staff add has its budget already; an exact path wins. Shown beside
 * it, not counted: the page's inline scripts (the early page script, Astro's island runtime and directives,
 * the WebMCP check; the same on every page) and the islands that wait for a visitor (`client:interaction`) or
 * for their turn on screen (`client:visible`). `--update` writes today's figures plus the margin as budgets.
 *   node scripts/check-bundle-budgets.ts [--update]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DEFAULT_LOCALE, localizedPath } from "#contracts/locales.ts";
import { readSiteContent } from "#src/content/read-content.ts";
import { sitePagesInEveryLanguage } from "#src/lib/build/site-pages.ts";
import type { ClientChunks } from "./integrations/client-chunks.ts";
import {
  type BuiltSite,
  builtPages,
  gzipSize,
  isAstroPage,
  ROOT,
  readBuild,
  readPage,
  tagsOf,
} from "./lib/built-site.ts";

export interface Budgets {
  /** Issue 12: JavaScript before interaction, gzip KB, by kind of page. */
  targetKb: { content: number; interactive: number };
  /** Pages a visitor comes to use (forms, filters, gallery); `*` stands for one path segment. */
  interactivePages: string[];
  /** Room above today's figure that `--update` gives each page. */
  marginKb: number;
  /** Each page's budget, gzip KB, by path or by pattern (`*` stands for one path segment; an exact path wins). */
  pagesKb: Record<string, number>;
}

const BUDGETS_FILE = join(ROOT, "budgets.json");
const EAGER = new Set(["load", "idle", "only"]);
const JS_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

export interface PageScripts {
  /** Files loaded before interaction (site paths), their static imports included. */
  files: string[];
  /** The page's inline JavaScript. */
  inline: string[];
  /** Files of islands that wait for a visitor or for their turn on screen (not counted). */
  deferred: string[];
}

/** `file` and everything it imports statically, as site paths ("/_astro/x.js"). */
function withStaticImports(file: string, chunks: ClientChunks, into: Set<string>) {
  if (into.has(file)) return;
  into.add(file);
  for (const imported of chunks[file.slice(1)]?.imports ?? [])
    withStaticImports(`/${imported}`, chunks, into);
}

export function scriptsBeforeInteraction(html: string, chunks: ClientChunks): PageScripts {
  const files = new Set<string>();
  const deferred = new Set<string>();
  const inline: string[] = [];
  for (const tag of tagsOf(html, ["script", "astro-island"])) {
    const { attributes } = tag;
    if (tag.name === "script") {
      if (!JS_TYPES.has(attributes.type ?? "")) continue;
      if (attributes.src?.startsWith("/")) withStaticImports(attributes.src, chunks, files);
      else if (tag.body?.trim()) inline.push(tag.body);
      continue;
    }
    const urls = [
      attributes["component-url"],
      attributes["renderer-url"],
      attributes["before-hydration-url"],
    ];
    for (const url of urls) {
      if (!url?.startsWith("/")) continue;
      withStaticImports(url, chunks, EAGER.has(attributes.client ?? "") ? files : deferred);
    }
  }
  for (const file of files) deferred.delete(file);
  return { files: [...files].sort(), inline, deferred: [...deferred].sort() };
}

const matchesPattern = (path: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(path);

/** A page's English address: every language's page shares its budget and kind (`/si/contact` → `/contact`). */
const routeOf = (path: string) => localizedPath(path, DEFAULT_LOCALE);

export const pageKind = (path: string, budgets: Budgets): "content" | "interactive" =>
  budgets.interactivePages.some((pattern) => matchesPattern(routeOf(path), pattern))
    ? "interactive"
    : "content";

/**
 * The key of budgets.json's `pagesKb` that sets this page's budget: its path, a path pattern matching it
 * (`/services/*`), or a pattern matching the entry it is made from (`legal/*` for `legal/privacy-policy`, whose
 * page is `/privacy-policy`). The same page in another language has the English page's budget: a language adds
 * no script.
 */
export const budgetKey = (localPath: string, budgets: Budgets, source?: string): string | undefined => {
  const path = routeOf(localPath);
  if (path in budgets.pagesKb) return path;
  const patterns = Object.keys(budgets.pagesKb).filter((key) => key.includes("*"));
  return (
    patterns.find((key) => key.startsWith("/") && matchesPattern(path, key)) ??
    (source === undefined
      ? undefined
      : patterns.find((key) => !key.startsWith("/") && matchesPattern(source, key)))
  );
};

export interface PageFigure {
  path: string;
  /** The content the page is made from (lib/build/site-pages.ts: "legal/privacy-policy", "pages/contact"). */
  source?: string;
  /** Files before interaction, gzip KB: what the budget counts. */
  kb: number;
  files: number;
  inlineKb: number;
  deferredKb: number;
}

/** What is wrong with these figures against these budgets (empty: all within). */
export function budgetProblems(figures: readonly PageFigure[], budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const { path, kb, source } of figures) {
    const kind = pageKind(path, budgets);
    const target = budgets.targetKb[kind];
    const key = budgetKey(path, budgets, source);
    const budget = key === undefined ? undefined : budgets.pagesKb[key];
    if (kb > target)
      problems.push(
        `${path}: ${kb.toFixed(1)} KB before interaction, over the ${kind} target of ${target} KB`,
      );
    if (budget === undefined)
      problems.push(`${path}: no budget in budgets.json (today ${kb.toFixed(1)} KB; set one with --update)`);
    else if (kb > budget)
      problems.push(`${path}: ${kb.toFixed(1)} KB before interaction, over its budget of ${budget} KB`);
    if (budget !== undefined && budget > target)
      problems.push(`${path}: its budget of ${budget} KB is above the ${kind} target of ${target} KB`);
  }
  return problems;
}

function measure(site: BuiltSite): PageFigure[] {
  const kb = (bytes: number) => bytes / 1024;
  const sources = new Map(
    sitePagesInEveryLanguage((locale) => readSiteContent({ locale })).map((page) => [page.path, page.source]),
  );
  return builtPages(site)
    .filter(isAstroPage)
    .sort()
    .map((path) => {
      const scripts = scriptsBeforeInteraction(readPage(site, path), site.chunks);
      const fileBytes = scripts.files.reduce((sum, file) => sum + gzipSize(site.clientDir, file), 0);
      const inlineBytes = scripts.inline.length
        ? gzipSync(scripts.inline.join("\n"), { level: 9 }).length
        : 0;
      const deferredBytes = scripts.deferred.reduce((sum, file) => sum + gzipSize(site.clientDir, file), 0);
      return {
        path,
        source: sources.get(path),
        kb: kb(fileBytes),
        files: scripts.files.length,
        inlineKb: kb(inlineBytes),
        deferredKb: kb(deferredBytes),
      };
    });
}

/** Today's figure plus the margin, rounded up to a tenth of a KB, never above the page's target. */
export const budgetFor = (kb: number, marginKb: number, targetKb = Number.POSITIVE_INFINITY) =>
  Math.min(Math.ceil((kb + marginKb) * 10) / 10, targetKb);

export function checkBundleBudgets(site: BuiltSite, options: { update?: boolean } = {}) {
  const budgets: Budgets = JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
  const figures = measure(site);
  if (options.update) {
    // A pattern keeps its place and takes the largest of its pages.
    const updated: Record<string, number> = {};
    for (const { path, kb, source } of figures) {
      const key = budgetKey(path, budgets, source) ?? path;
      const budget = budgetFor(kb, budgets.marginKb, budgets.targetKb[pageKind(path, budgets)]);
      updated[key] = Math.max(updated[key] ?? 0, budget);
    }
    budgets.pagesKb = Object.fromEntries(Object.entries(updated).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  }
  const report = [
    `${"page".padEnd(44)} ${"kind".padEnd(11)} ${"KB gz".padStart(6)} / budget / target  files   (inline, waiting: not counted)`,
    ...figures.map(({ path, source, kb, files, inlineKb, deferredKb }) => {
      const kind = pageKind(path, budgets);
      const key = budgetKey(path, budgets, source);
      const budget = key === undefined ? undefined : budgets.pagesKb[key];
      return `${path.padEnd(44)} ${kind.padEnd(11)} ${kb.toFixed(1).padStart(6)} / ${String(budget ?? "—").padStart(6)} / ${String(budgets.targetKb[kind]).padStart(6)}  ${String(files).padStart(5)}   (${inlineKb.toFixed(1)} KB, ${deferredKb.toFixed(1)} KB)`;
    }),
  ];
  for (const path of Object.keys(budgets.pagesKb))
    if (!figures.some((figure) => budgetKey(figure.path, budgets, figure.source) === path))
      report.push(`(budgets.json names ${path}, which the build does not have)`);
  return { name: "bundle budgets", report, problems: budgetProblems(figures, budgets) };
}

if (process.argv[1] === import.meta.filename) {
  const { report, problems } = checkBundleBudgets(readBuild(), { update: process.argv.includes("--update") });
  console.log(report.join("\n"));
  if (problems.length) {
    console.error(`\nbundle budgets:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nbundle budgets: every page within its budget and issue 12's target");
}
