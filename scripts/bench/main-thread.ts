/**
 * Where each page's main thread goes on a slow phone (`npm run bench:main-thread`, not a test). For each route,
 * in one run: the page as built and the same page with every script removed (its floor, bench/script-free-copy),
 * each loaded in turn N times in the system Chromium with the CPU slowed 4× and a 412-px screen, a performance
 * trace from the navigation until 3 s after `load`. Prints the medians of the main thread's self time by kind
 * (parse of HTML and CSS, style, layout, paint, script, garbage collection, other), its busy time, longest task
 * and blocking time (each task's time past 50 ms, from the navigation on), and writes them to
 * benchmarks/main-thread.md.
 *   npm run bench:main-thread -- [--runs 3] [--routes /,/services,/contact,/packages,/about] [--no-build]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#scripts/chromium.ts";
import { buildOnce, provenance, ROOT, startServer } from "./lab.ts";
import { tracePage } from "./main-thread/trace-page.ts";
import { type MainThreadSummary, WORK_KINDS } from "./main-thread/trace-summary.ts";
import { makeScriptFreeCopy } from "./script-free-copy.ts";
import { median } from "./stats.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string", default: "/,/services,/contact,/packages,/about" },
    "no-build": { type: "boolean", default: false },
    settle: { type: "string", default: "3000" },
  },
});
const runs = Number(values.runs);
const routes = values.routes.split(",");
const settleMs = Number(values.settle);

buildOnce(values["no-build"]);
const floorDir = join(ROOT, "dist-floor");
makeScriptFreeCopy(join(ROOT, "dist"), floorDir);
const built = await startServer(join(ROOT, "dist"), 4391);
const floor = await startServer(floorDir, 4392);
const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });

type Figures = Record<
  (typeof WORK_KINDS)[number] | "busy" | "longestTask" | "longTasks" | "blocking",
  number
>;
const flatten = (s: MainThreadSummary): Figures => ({
  ...s.work,
  busy: s.busy,
  longestTask: s.longestTask,
  longTasks: s.longTasks,
  blocking: s.blocking,
});

const rows: string[] = [];
for (const route of routes) {
  const samples = { page: [] as Figures[], floor: [] as Figures[] };
  for (let run = 0; run < runs; run++) {
    samples.page.push(flatten(await tracePage(browser, built.origin + route, settleMs)));
    samples.floor.push(flatten(await tracePage(browser, floor.origin + route, settleMs)));
  }
  for (const [which, list] of Object.entries(samples)) {
    const figure = (key: keyof Figures) => Math.round(median(list.map((sample) => sample[key])));
    const row = [
      `\`${route}\``,
      which === "page" ? "as built" : "no script",
      ...WORK_KINDS.map((kind) => figure(kind)),
      figure("busy"),
      figure("longestTask"),
      figure("longTasks"),
      figure("blocking"),
    ].join(" | ");
    rows.push(`| ${row} |`);
    console.log(`| ${row} |`);
  }
}
await browser.close();

const { date, commit } = await provenance();
const table = [
  `| page | copy | ${WORK_KINDS.join(" ms | ")} ms | busy ms | longest task ms | tasks > 50 ms | blocking ms |`,
  `| --- | --- | ${WORK_KINDS.map(() => "---:").join(" | ")} | ---: | ---: | ---: | ---: |`,
  ...rows,
].join("\n");
const report = `# Where the main thread goes on a slow phone

Written by \`npm run bench:main-thread\` (scripts/bench/main-thread.ts) on ${date} at ${commit}.
Each page as built and its copy without any script (the floor), loaded in turn ${runs} times in the system Chromium:
a 412 × 823 screen at 1.75×, the CPU slowed 4×, the Node server on loopback (no network throttling), a trace from
the navigation until ${settleMs / 1000} s after \`load\`. Medians of the main thread's self time by kind of work (ms):
parse (HTML and style sheets), style (recalculation), layout, paint (pre-paint, paint, layers, image decoding),
script (compile, evaluate, calls, timers, events), gc, other (the rest of each task). "blocking" is each task's
time past 50 ms, from the navigation on (Lighthouse's TBT counts from the first paint, on a simulated device).

${table}
`;
writeFileSync(join(ROOT, "benchmarks", "main-thread.md"), report);
console.log(`\n${table}\n\nWritten to benchmarks/main-thread.md.`);
process.exit(0);
