/**
 * The early-input stress run (issue 19): every scenario of tests/e2e/early-input-stress.spec.ts 20 times
 * (STRESS_RUNS), on a CPU slowed 4× (STRESS_CPU_SLOWDOWN), three browsers at once, against the end-to-end
 * build (`npm run build:e2e` first). Prints runs and losses per scenario and writes benchmarks/early-input-stress.md.
 *   node scripts/bench/stress.ts [--runs 20] [--workers 3]
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "20" }, workers: { type: "string", default: "3" } },
});

interface JsonTest {
  title: string;
  results: Array<{ status: string }>;
}
interface JsonSuite {
  specs?: Array<{ title: string; tests: JsonTest[] }>;
  suites?: JsonSuite[];
}

const run = spawnSync(
  "npx",
  [
    "playwright",
    "test",
    "tests/e2e/early-input-stress.spec.ts",
    `--workers=${values.workers}`,
    "--retries=0",
    "--reporter=json",
  ],
  {
    env: { ...process.env, STRESS_RUNS: values.runs, CI: "" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  },
);
const report = JSON.parse(run.stdout) as { suites: JsonSuite[] };
const tally = new Map<string, { runs: number; losses: number }>();
const walk = (suite: JsonSuite) => {
  for (const spec of suite.specs ?? []) {
    const scenario = /^early input, (.+): run /.exec(spec.title)?.[1] ?? spec.title;
    const entry = tally.get(scenario) ?? { runs: 0, losses: 0 };
    for (const test of spec.tests) {
      entry.runs += 1;
      if (test.results.at(-1)?.status !== "passed") entry.losses += 1;
    }
    tally.set(scenario, entry);
  }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of report.suites) walk(suite);

const rows = [...tally].map(([scenario, { runs, losses }]) => `| ${scenario} | ${runs} | ${losses} |`);
const table = [
  `Early input under stress: ${values.runs} runs per scenario, CPU ${process.env.STRESS_CPU_SLOWDOWN ?? 4}× slower, ${values.workers} browsers at once, scripts held back and let through before, during or after the visitor acts (${new Date().toISOString().slice(0, 10)}).`,
  "",
  "| scenario | runs | losses |",
  "|---|---|---|",
  ...rows,
].join("\n");
console.log(table);
writeFileSync("benchmarks/early-input-stress.md", `# Early input under stress\n\n${table}\n`);
process.exit([...tally.values()].some((entry) => entry.losses > 0) ? 1 : 0);
