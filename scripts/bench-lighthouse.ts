/**
 * Lighthouse over every pre-rendered route: builds the site, starts the real server, runs Lighthouse with the
 * system Chromium (mobile with default throttling, then desktop), N runs each, and prints the medians.
 * JSON reports go to .lighthouse/ (ignored); the table is written to benchmarks/lighthouse.md.
 *   npm run bench -- [--runs 3] [--routes /,/about] [--forms mobile,desktop] [--no-build]
 */
import { execSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { sitePages } from "../app/content/site-map.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    forms: { type: "string", default: "mobile,desktop" },
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "4180" },
  },
});

const root = join(import.meta.dirname, "..");
const reportsDir = join(root, ".lighthouse");
const runs = Number(values.runs);
const routes = values.routes?.split(",") ?? sitePages.map((page) => page.path);
const forms = values.forms.split(",") as Array<"mobile" | "desktop">;
const origin = `http://127.0.0.1:${values.port}`;

if (!values["no-build"]) execSync("npm run build", { cwd: root, stdio: "inherit" });
mkdirSync(reportsDir, { recursive: true });

const server = spawn(process.execPath, ["server/index.ts"], {
  cwd: root,
  env: { ...process.env, PORT: values.port, HOST: "127.0.0.1", GEMINI_API_KEY: "" },
  stdio: "ignore",
});
for (let i = 0; i < 50; i++) {
  if (
    await fetch(origin).then(
      () => true,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const rows: Array<{ route: string; form: string; sample: Sample }> = [];
try {
  for (const form of forms) {
    for (const route of routes) {
      const samples: Sample[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(
          `${origin}${route}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          },
          form === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
        const { lhr } = result;
        const slug = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
        writeFileSync(join(reportsDir, `${form}-${slug}-${run}.json`), result.report as string);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const bytesOf = (type: string) =>
          (
            (
              lhr.audits["resource-summary"]?.details as {
                items?: Array<{ resourceType: string; transferSize: number }>;
              }
            )?.items ?? []
          ).find((item) => item.resourceType === type)?.transferSize ?? 0;
        samples.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          bestPractices: (lhr.categories["best-practices"]?.score ?? 0) * 100,
          seo: (lhr.categories.seo?.score ?? 0) * 100,
          fcp: audit("first-contentful-paint"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          jsBytes: bytesOf("script"),
          totalBytes: bytesOf("total"),
        });
      }
      const sample = Object.fromEntries(
        Object.keys(samples[0]!).map((key) => [key, median(samples.map((s) => s[key as keyof Sample]))]),
      ) as unknown as Sample;
      rows.push({ route, form, sample });
      console.log(
        `${form.padEnd(8)} ${route.padEnd(48)} perf ${sample.performance} a11y ${sample.accessibility} bp ${sample.bestPractices} seo ${sample.seo} LCP ${Math.round(sample.lcp)} ms TBT ${Math.round(sample.tbt)} ms CLS ${sample.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  chrome.kill();
  server.kill("SIGTERM");
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const table = [
  "| form | route | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | total KB |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    ({ route, form, sample: s }) =>
      `| ${form} | ${route} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${Math.round(s.fcp)} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} | ${kb(s.jsBytes)} | ${kb(s.totalBytes)} |`,
  ),
].join("\n");
const header = `# Lighthouse medians\n\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, system Chromium, ${runs} runs per route and form factor (mobile: default emulation and simulated throttling). Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; the machine has 2 cores.\n\n`;
mkdirSync(join(root, "benchmarks"), { recursive: true });
writeFileSync(join(root, "benchmarks", "lighthouse.md"), `${header}${table}\n`);
console.log(`\n${table}\n\nWritten to benchmarks/lighthouse.md; JSON reports in .lighthouse/`);
