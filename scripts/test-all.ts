/**
 * `npm test`: every check in order, stopping at the first that fails, then a table of where the time went
 * (CI runs this on a fresh clone: .ci/run). Each step is a package.json script, runnable alone.
 */
import { spawnSync } from "node:child_process";

export const TEST_STEPS = [
  "lint",
  "typecheck",
  "test:unit",
  "build:e2e",
  "check:build",
  "test:deploy",
  "test:e2e",
] as const;

/** "12 min 05 s" / "48 s". */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** The table printed at the end: each step's time and share of the whole, the failed one marked. */
export function timingTable(times: { step: string; ms: number; ok: boolean }[]): string {
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  const width = Math.max(...times.map(({ step }) => step.length), "total".length);
  const rows = times.map(
    ({ step, ms, ok }) =>
      `${step.padEnd(width)}  ${durationText(ms).padStart(12)}  ${String(Math.round((ms / (total || 1)) * 100)).padStart(3)} %${ok ? "" : "  FAILED"}`,
  );
  return [...rows, `${"total".padEnd(width)}  ${durationText(total).padStart(12)}`].join("\n");
}

if (process.argv[1] === import.meta.filename) {
  const times: { step: string; ms: number; ok: boolean }[] = [];
  for (const step of TEST_STEPS) {
    const started = performance.now();
    const { status } = spawnSync("npm", ["run", step], { stdio: "inherit" });
    times.push({ step, ms: performance.now() - started, ok: status === 0 });
    if (status !== 0) break;
  }
  console.log(`\nWhere the time went:\n${timingTable(times)}`);
  process.exit(times.every(({ ok }) => ok) && times.length === TEST_STEPS.length ? 0 : 1);
}
