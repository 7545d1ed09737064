/**
 * Our pages against AstroWind's matching pages on a phone (`npm run bench:astrowind`, issue 34). In one run,
 * interleaved round by round: each of our pages as built, the same page with every script removed (its floor),
 * and AstroWind's page of the same kind, all three served by the same nginx (gzip on, as anyone would set it
 * up). Lighthouse mobile preset, medians: performance, FCP, LCP, TBT, main-thread work and the longest task;
 * and the bytes every page carries (HTML, inline CSS, external CSS, inline script). Writes
 * benchmarks/astrowind.md. Not a test: the figures are read side by side.
 *
 * AstroWind is built once by hand (docs/development.md, "Comparing with AstroWind") into `--astrowind`
 * (default ../astrowind/dist).
 *   npm run bench:astrowind -- [--runs 3] [--locales en,si] [--pages /,/services] [--no-build]
 */
import { existsSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { freePort } from "#tests/deploy/helpers.ts";
import { type PageBytes, pageBytes } from "./astrowind/page-bytes.ts";
import {
  auditValue,
  buildOnce,
  categoryScore,
  launchChromeForLighthouse,
  provenance,
  ROOT,
  runLighthouse,
} from "./lab.ts";
import { nginxConfig } from "./nginx-config.ts";
import { makeScriptFreeCopy } from "./script-free-copy.ts";
import { startNginx, tempDir } from "./serve-servers.ts";
import { mark, median, medianOf } from "./stats.ts";

/** Our page and AstroWind's page of the same kind (issue 34's table). */
const PAIRS: ReadonlyArray<{ ours: string; astrowind: string }> = [
  { ours: "/", astrowind: "/" },
  { ours: "/services", astrowind: "/services" },
  { ours: "/contact", astrowind: "/contact" },
  { ours: "/packages", astrowind: "/pricing" },
  { ours: "/about", astrowind: "/about" },
];

/** Issue 34's targets. */
const TARGETS = { tbtOverAstroWindMs: 50, floorTbtMs: 50, mainThreadRatio: 1.2, performance: 98 };

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    locales: { type: "string", default: LOCALES.join(",") },
    pages: { type: "string" },
    astrowind: { type: "string", default: join(ROOT, "..", "astrowind", "dist") },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const locales = values.locales.split(",") as Locale[];
const pairs = PAIRS.filter((pair) => !values.pages || values.pages.split(",").includes(pair.ours));
const astrowindDir = resolve(values.astrowind);
if (!existsSync(join(astrowindDir, "index.html")))
  throw new Error(
    `No AstroWind build in ${astrowindDir}: see docs/development.md, "Comparing with AstroWind"`,
  );

buildOnce(values["no-build"]);
const ourDir = join(ROOT, "dist", "client");
const floorBuild = join(ROOT, "dist-floor");
makeScriptFreeCopy(join(ROOT, "dist"), floorBuild);

/** A folder of files as anyone would serve it with nginx: the site's addresses, gzip on the fly or precompressed. */
const site = (port: number, root: string) =>
  [
    "server {",
    `  listen 127.0.0.1:${port};`,
    `  root ${root};`,
    "  gzip on;",
    "  gzip_static on;",
    "  gzip_types text/css application/javascript image/svg+xml application/json;",
    "  location / { try_files $uri $uri.html $uri/index.html =404; }",
    "}",
  ].join("\n");
const ports = { ours: await freePort(), floor: await freePort(), astrowind: await freePort() };
const server = await startNginx(
  "compare",
  nginxConfig({
    tempDir,
    asRoot: process.getuid?.() === 0,
    sites: [
      site(ports.ours, ourDir),
      site(ports.floor, join(floorBuild, "client")),
      site(ports.astrowind, astrowindDir),
    ],
  }),
  `http://127.0.0.1:${ports.ours}/`,
);

interface Sample {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  mainThread: number;
  longestTask: number;
  /** The main thread by kind of work (Lighthouse's mainthread-work-breakdown groups), ms. */
  styleLayout: number;
  parse: number;
  script: number;
  paint: number;
  other: number;
}

/** Lighthouse's groups of main-thread work, as the table's kinds. */
const KINDS: Record<string, "styleLayout" | "parse" | "script" | "paint" | "other"> = {
  styleLayout: "styleLayout",
  parseHTML: "parse",
  scriptParseCompile: "script",
  scriptEvaluation: "script",
  paintCompositeRender: "paint",
  garbageCollection: "other",
  other: "other",
};

const chrome = await launchChromeForLighthouse();
async function measure(url: string, name: string): Promise<Sample> {
  const lhr = await runLighthouse(chrome.port, url, join(ROOT, ".lighthouse", `astrowind-${name}.json`), [
    "performance",
  ]);
  const tasks = (lhr.audits["long-tasks"]?.details as { items?: { duration: number }[] } | undefined)?.items;
  const groups = (
    lhr.audits["mainthread-work-breakdown"]?.details as
      | { items?: { group: string; duration: number }[] }
      | undefined
  )?.items;
  const kinds = { styleLayout: 0, parse: 0, script: 0, paint: 0, other: 0 };
  for (const { group, duration } of groups ?? []) kinds[KINDS[group] ?? "other"] += duration;
  return {
    performance: categoryScore(lhr, "performance"),
    fcp: auditValue(lhr, "first-contentful-paint"),
    lcp: auditValue(lhr, "largest-contentful-paint"),
    tbt: auditValue(lhr, "total-blocking-time"),
    mainThread: auditValue(lhr, "mainthread-work-breakdown"),
    longestTask: Math.max(0, ...(tasks ?? []).map((task) => task.duration)),
    ...kinds,
  };
}

/** The HTML file a path is served from. */
const fileOf = (root: string, path: string) => {
  const base = join(root, path === "/" ? "index" : path);
  return [`${base}.html`, join(base, "index.html")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  )!;
};

interface Row {
  path: string;
  astrowindPath: string;
  ours: Sample;
  floor: Sample;
  astrowind: Sample;
  bytes: PageBytes;
  astrowindBytes: PageBytes;
}
const rows: Row[] = [];
try {
  for (const locale of locales)
    for (const pair of pairs) {
      const path = localizedPath(pair.ours, locale);
      const slug = `${locale}-${pair.ours === "/" ? "home" : pair.ours.slice(1)}`;
      const samples = { ours: [] as Sample[], floor: [] as Sample[], astrowind: [] as Sample[] };
      for (let run = 1; run <= runs; run++) {
        samples.ours.push(await measure(`http://127.0.0.1:${ports.ours}${path}`, `${slug}-${run}`));
        samples.floor.push(await measure(`http://127.0.0.1:${ports.floor}${path}`, `${slug}-floor-${run}`));
        samples.astrowind.push(
          await measure(`http://127.0.0.1:${ports.astrowind}${pair.astrowind}`, `${slug}-astrowind-${run}`),
        );
      }
      const row: Row = {
        path,
        astrowindPath: pair.astrowind,
        ours: medianOf(samples.ours),
        floor: medianOf(samples.floor),
        astrowind: medianOf(samples.astrowind),
        bytes: pageBytes(fileOf(ourDir, path), ourDir),
        astrowindBytes: pageBytes(fileOf(astrowindDir, pair.astrowind), astrowindDir),
      };
      rows.push(row);
      console.log(
        `${path}: ${trio(row, "performance")} perf, TBT ${trio(row, "tbt")}, main thread ${trio(row, "mainThread")}`,
      );
    }
} finally {
  chrome.kill();
  server.stop();
}

function trio(row: Row, key: keyof Sample): string {
  return [row.ours, row.floor, row.astrowind].map((sample) => Math.round(sample[key])).join(" · ");
}

function misses(row: Row): string[] {
  const missed: string[] = [];
  if (row.ours.tbt > row.astrowind.tbt + TARGETS.tbtOverAstroWindMs) missed.push("TBT");
  if (row.floor.tbt >= TARGETS.floorTbtMs) missed.push("floor TBT");
  if (row.ours.mainThread > row.astrowind.mainThread * TARGETS.mainThreadRatio) missed.push("main thread");
  if (row.ours.performance < TARGETS.performance) missed.push("perf");
  if (row.ours.fcp > row.astrowind.fcp) missed.push("FCP");
  if (row.ours.lcp > row.astrowind.lcp) missed.push("LCP");
  return missed;
}

const kindsCell = (sample: Sample) =>
  (["styleLayout", "parse", "script", "paint", "other"] as const)
    .map((kind) => Math.round(sample[kind]))
    .join(" · ");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const bytesCell = (b: PageBytes) =>
  `${kb(b.html)} · ${kb(b.inlineCss)} · ${kb(b.externalCss)} · ${kb(b.inlineScript)}`;
const table = [
  "| page (AstroWind's) | perf ours · floor · AW | FCP ms | LCP ms | TBT ms | main thread ms | longest task ms | ours by kind ms: style & layout · parse · script · paint · other | AstroWind by kind | KB ours: HTML · inline CSS · CSS files · inline script | KB AstroWind | targets |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map((row) => {
    const missed = misses(row);
    return `| ${row.path} (${row.astrowindPath}) | ${trio(row, "performance")} | ${trio(row, "fcp")} | ${trio(row, "lcp")} | ${trio(row, "tbt")} | ${trio(row, "mainThread")} | ${trio(row, "longestTask")} | ${kindsCell(row.ours)} | ${kindsCell(row.astrowind)} | ${bytesCell(row.bytes)} | ${bytesCell(row.astrowindBytes)} | ${missed.length ? `${mark(false)} ${missed.join(", ")}` : mark(true)} |`;
  }),
].join("\n");

const { date, commit, lighthouseVersion } = await provenance();
const medianTbt = median(rows.map((row) => row.ours.tbt));
writeFileSync(
  join(ROOT, "benchmarks", "astrowind.md"),
  `# On a phone's processor: our pages, their script-free floor and AstroWind

Produced by \`npm run bench:astrowind\` on ${date} at commit ${commit}, on this 2-core machine (noisy: compare
within a row). Lighthouse ${lighthouseVersion}, mobile preset (a 4× slower CPU, simulated slow 4G), medians of
${runs} rounds; in each round our page, its floor (every script removed) and AstroWind's page of the same kind
(AstroWind @2e8f6ec, built as docs/development.md says) were measured one after the other, all three served by
the same nginx. Each cell reads ours · floor · AstroWind. Other languages than English are compared with
AstroWind's English page.

Targets (issue 34): TBT at most ${TARGETS.tbtOverAstroWindMs} ms above AstroWind's and the floor's under ${TARGETS.floorTbtMs} ms; main-thread work at
most ${TARGETS.mainThreadRatio}× AstroWind's; performance ≥ ${TARGETS.performance}; FCP and LCP no later than AstroWind's.

${table}

Median TBT of our pages: ${Math.round(medianTbt)} ms.
`,
);
console.log(`\n${table}\n\nWritten to benchmarks/astrowind.md`);
