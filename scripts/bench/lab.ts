/**
 * The machinery the page benches share (`npm run bench`: lighthouse.ts; `npm run bench:languages`:
 * languages.ts): the production build made once, the real server (server/index.ts) on a build, the system
 * Chromium for Lighthouse, one Lighthouse run on the mobile profile (default emulation and simulated slow 4G)
 * with its JSON report kept, and what a results file says about where its figures come from.
 */
import { execSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

export const ROOT = join(import.meta.dirname, "..", "..");

/** `npm run build` into dist/ (the production build the benches measure), unless told not to. */
export function buildOnce(skip: boolean): void {
  if (!skip) execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
}

const answers = (origin: string) =>
  fetch(`${origin}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** The real server (`node server/index.ts`) on the build in `dir`, without an AI key; stopped when the process exits. */
export async function startServer(dir: string, port: number) {
  // A server left on the port (an interrupted run) would be measured instead of this build.
  if (await answers(`http://127.0.0.1:${port}`))
    throw new Error(`Port ${port} is taken by another server: stop it, or pass --port`);
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: relative(ROOT, dir),
      GEMINI_API_KEY: "",
    },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  process.on("exit", () => server.kill("SIGTERM"));
  for (let i = 0; i < 100; i++) {
    if (await answers(origin)) return { server, origin };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server for ${dir} did not start`);
}

/** The system Chromium, headless, for Lighthouse to drive; `extraFlags` after the shared ones. */
export function launchChromeForLighthouse(...extraFlags: string[]) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...extraFlags],
  });
}

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run of `url` (mobile profile), its JSON report written to `reportFile`. */
export async function runLighthouse(
  chromePort: number,
  url: string,
  reportFile: string,
  onlyCategories: string[],
  /** Lighthouse's configuration: its default (the mobile preset) unless given, e.g. its desktop preset. */
  config?: Parameters<typeof lighthouse>[2],
): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories,
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, result.report as string);
  return result.lhr;
}

/** An audit's number (NaN when the run did not produce it). */
export const auditValue = (lhr: LighthouseResult, id: string): number =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/** A category's score out of 100 (0 when the run did not produce it). */
export const categoryScore = (lhr: LighthouseResult, id: string): number =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** Where a results file's figures come from: the date, the commit and the Lighthouse version. */
export async function provenance() {
  const lighthouseVersion = (await import("lighthouse/package.json", { with: { type: "json" } })).default
    .version;
  const commit = execSync("git log -1 --format=%h", { cwd: ROOT }).toString().trim();
  return { date: new Date().toISOString().slice(0, 10), commit, lighthouseVersion };
}
