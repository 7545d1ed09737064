/**
 * Every language's page against the English one (`npm run bench:languages`, issue 20 "Measured"). On the
 * production build, served by the real server, for one page of each kind (home, a content page, a service
 * page, packages, portfolio, contact, quote, a template page, launching soon; or `--routes`):
 * - Lighthouse (system Chromium, mobile: default emulation and simulated slow 4G), the page in each language,
 *   medians of N runs, the languages' runs interleaved (each run starts with the next language); each run in a
 *   fresh browser that reads the page's language (`--lang`), so no page offers the visitor another language:
 *   LCP, its ratio to the English page's, CLS;
 * - the font files (woff2) fetched, from Lighthouse's network requests: those transferred by the largest
 *   contentful paint of the observed load, and all of them by load (nothing scrolled);
 * - axe's serious and critical findings (axe-scan.ts: Playwright, a 375 px phone);
 * - per language: the pages built (the site manifest, by locale prefix) and the entries still untranslated.
 * Prints the tables with the targets checked and writes them to benchmarks/languages.md (JSON reports in
 * .lighthouse/languages/, ignored). Not a test: read the figures side by side, on an idle machine.
 *   npm run bench:languages -- [--runs 3] [--routes /,/about] [--no-build] [--skip lighthouse,axe] [--port 4182]
 */

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localeOfPath, localizedPath } from "#contracts/locales.ts";
import { chromiumLaunchOptions } from "#scripts/chromium.ts";
import { builtPages, readBuild, walk } from "#scripts/lib/built-site.ts";
import { pagesByLocale, translationStatus } from "#scripts/lib/translation-status.ts";
import { seriousAxeFindings } from "./axe-scan.ts";
import {
  auditValue,
  buildOnce,
  launchChromeForLighthouse,
  provenance,
  ROOT,
  runLighthouse,
  startServer,
} from "./lab.ts";
import {
  axeNotes,
  type FontFigures,
  fontFaceNames,
  fontFigures,
  fontLabel,
  type LanguageRow,
  type LanguageTotals,
  languageTable,
  pageTable,
  pickRoutes,
  runOrder,
  TARGETS,
} from "./language-figures.ts";
import { benchRoutes } from "./routes.ts";
import { median } from "./stats.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    "no-build": { type: "boolean", default: false },
    skip: { type: "string", default: "" },
    port: { type: "string", default: "4182" },
  },
});

const buildDir = join(ROOT, "dist");
const reportsDir = join(ROOT, ".lighthouse", "languages");
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number from 1, not ${values.runs}`);
const skip = new Set(values.skip.split(",").filter(Boolean));
const machine = `${cpus().length} cores, load average ${loadavg()
  .map((load) => load.toFixed(1))
  .join(" / ")} (1, 5, 15 min) at the start`;

buildOnce(values["no-build"]);
mkdirSync(reportsDir, { recursive: true });

// The site's pages (the editor's /admin left out), as check:build counts them.
const builtPaths = new Set(builtPages(readBuild(buildDir)));
const englishRoutes = benchRoutes(buildDir)
  .map((route) => route.path)
  .filter((path) => localeOfPath(path) === DEFAULT_LOCALE);
const routes = pickRoutes(englishRoutes, values.routes?.split(",").filter(Boolean));

interface Sample {
  lcp: number;
  cls: number;
  fonts: FontFigures;
}

const { server, origin } = await startServer(buildDir, Number(values.port));
const browser = skip.has("axe") ? null : await chromium.launch(chromiumLaunchOptions());

/** One Lighthouse run of a page, in a fresh browser that reads the page's language; null when the run failed. */
async function measure(path: string, name: string): Promise<Sample | null> {
  const tag = LOCALE_INFO[localeOfPath(path)].tag;
  const chrome = await launchChromeForLighthouse(`--lang=${tag}`, `--accept-lang=${tag}`);
  try {
    const lhr = await runLighthouse(chrome.port, `${origin}${path}`, join(reportsDir, `${name}.json`), [
      "performance",
    ]);
    return {
      lcp: auditValue(lhr, "largest-contentful-paint"),
      cls: auditValue(lhr, "cumulative-layout-shift"),
      fonts: fontFigures(lhr),
    };
  } catch (error) {
    console.error(`Lighthouse failed on ${path} (${name}): ${(error as Error).message}`);
    return null;
  } finally {
    chrome.kill();
  }
}

const rows: LanguageRow[] = [];
try {
  for (const route of routes) {
    const slug = route.path === "/" ? "home" : route.path.slice(1).replaceAll("/", "-");
    const pages = LOCALES.map((locale) => ({ locale, path: localizedPath(route.path, locale) }));
    const samples = new Map<string, Sample[]>(pages.map(({ path }) => [path, []]));
    if (!skip.has("lighthouse"))
      for (let run = 1; run <= runs; run++)
        for (const locale of runOrder(run)) {
          const path = localizedPath(route.path, locale);
          if (!builtPaths.has(path)) continue;
          const sample = await measure(path, `${slug}-${locale}-${run}`);
          if (sample) samples.get(path)!.push(sample);
        }
    for (const { locale, path } of pages) {
      const built = builtPaths.has(path);
      const own = samples.get(path)!;
      const row: LanguageRow = {
        route,
        locale,
        path,
        built,
        runs: { ok: own.length, made: skip.has("lighthouse") || !built ? 0 : runs },
        lcp: median(own.map((s) => s.lcp)),
        cls: median(own.map((s) => s.cls)),
        fontKbBeforeLcp: median(own.map((s) => s.fonts.beforeLcpBytes / 1024)),
        fontKbByLoad: median(own.map((s) => s.fonts.byLoadBytes / 1024)),
        fontFiles: own[0]?.fonts.byLoadFiles ?? [],
        axe:
          browser && built ? await seriousAxeFindings(browser, origin, path, LOCALE_INFO[locale].tag) : null,
      };
      rows.push(row);
      console.log(pageTable([...rows.filter((r) => r.route === route)], !skip.has("lighthouse")).at(-1));
    }
  }
} finally {
  await browser?.close();
  server.kill("SIGTERM");
}

const measured = !skip.has("lighthouse");
const pagesOf = pagesByLocale([...builtPaths]);
const translations = translationStatus();
const totals: LanguageTotals[] = LOCALES.map((locale) => ({
  locale,
  pagesBuilt: pagesOf[locale].length,
  englishPages: pagesOf[DEFAULT_LOCALE].length,
  untranslated: translations.find((row) => row.locale === locale)?.untranslated.length ?? null,
}));
const summary = languageTable(rows, totals, measured).join("\n");
const table = pageTable(rows, measured).join("\n");
const findings = axeNotes(rows);
const faces = fontFaceNames(
  walk(join(buildDir, "client"))
    .filter((file) => /\.(?:html|css)$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n"),
);
const fonts = rows
  .filter((row) => row.route === routes[0] && row.fontFiles.length)
  .map((row) => `- ${row.path}: ${row.fontFiles.map((font) => fontLabel(font, faces)).join("; ")}`);

const { date, commit, lighthouseVersion } = await provenance();
const markdown = `# Every language's page against the English one

Produced by \`npm run bench:languages\` on ${date} at commit ${commit}. The machine: ${machine}
(noisy: compare figures within a route, not across runs). Lighthouse ${lighthouseVersion}, system Chromium, mobile (default
emulation, 412×823, and simulated slow 4G), medians of ${runs} run${runs === 1 ? "" : "s"}; for each route, the languages' runs
interleaved (each run starts one language later), each in a fresh browser that reads the page's language.

- "× English": the page's LCP over the English page's (same route, same runs).
- "font KB": the font files (woff2) transferred, from Lighthouse's network requests: before the largest
  contentful paint of the observed (unthrottled) load, then by load (to load and network quiet, nothing
  scrolled: Lighthouse's 412 px phone); the file count is of those by load.
- "axe": serious and critical findings (WCAG 2.0–2.2 A and AA rules) in Playwright on a 375×812 phone whose
  browser reads the page's language, arriving from another page of the site, once the page has settled.
- "pages built": the build's pages in the language (the site manifest, by locale prefix), of English's;
  "untranslated entries": entries with no translation file (shown in English).

Targets (issue 20): every page English has is built in each language; ${TARGETS.untranslatedEntries} untranslated entries; LCP within
${TARGETS.lcpRatio}× the English page; CLS ${TARGETS.cls}; ${TARGETS.axeFindings} serious or critical axe findings.

## Per language

${summary}

## Per page

${table}
${findings.length ? `\n## Axe findings\n\n${findings.join("\n")}\n` : ""}${fonts.length ? `\n## Font files by load, ${routes[0]!.path} (first run)\n\n${fonts.join("\n")}\n` : ""}`;
mkdirSync(join(ROOT, "benchmarks"), { recursive: true });
writeFileSync(join(ROOT, "benchmarks", "languages.md"), markdown);
console.log(`\n${summary}\n\n${table}\n${findings.length ? `\n${findings.join("\n")}\n` : ""}
Written to benchmarks/languages.md; JSON reports in .lighthouse/languages/`);
