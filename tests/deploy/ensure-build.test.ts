/**
 * `npm start` on a build that is current serves at once, and its watch list is the real one: after
 * `npm run build:e2e`, `npm start` (with that build's settings) serves dist-e2e/ without building; a change in
 * any of the build's inputs (one file in each input folder) would build again; a change to what the build itself
 * writes (the artwork, the cut faces) or to a test would not. Each file touched gets its own times back.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInputs, staleBuildReason, WRITTEN_BY_THE_BUILD } from "#scripts/ensure-build.ts";
import { buildEnv } from "#scripts/lib/build-settings.ts";
import { freePort, ROOT, requireBuild, send, TEST_BUILD, waitFor } from "./helpers.ts";

/** The end-to-end build's settings, as package.json's `build:e2e` sets them. */
function e2eSettings(): Record<string, string> {
  const script = (
    JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts["build:e2e"]!;
  return Object.fromEntries([...script.matchAll(/\b([A-Z][A-Z0-9_]*)=(\S+)/g)].map(([, k, v]) => [k!, v!]));
}

const env = { ...buildEnv(process.env, ROOT), ...e2eSettings(), BUILD_DIR: TEST_BUILD };

/** The first file found in a folder, depth first; a source, unless `written` (what the build writes). */
function aFileIn(folder: string, written = false): string {
  const path = join(ROOT, folder);
  if (!statSync(path).isDirectory()) return folder;
  for (const name of readdirSync(path).sort()) {
    const inner = `${folder}/${name}`;
    if (/\.test(?:-helpers)?\.tsx?$/.test(name)) continue;
    if (!written && WRITTEN_BY_THE_BUILD.includes(inner)) continue;
    const found = statSync(join(ROOT, inner)).isDirectory() ? aFileIn(inner) : inner;
    if (found) return found;
  }
  return "";
}

/** Runs `check` with `file` touched (made newer than the build), then gives the file its times back. */
function withTouched<T>(file: string, check: () => T): T {
  const path = join(ROOT, file);
  const { atime, mtime } = statSync(path);
  const later = new Date(Date.now() + 5_000);
  utimesSync(path, later, later);
  try {
    return check();
  } finally {
    utimesSync(path, atime, mtime);
  }
}

describe("npm start on the end-to-end build", () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.pid) process.kill(-child.pid, "SIGTERM");
  });

  it("serves the current build at once, without building", async () => {
    requireBuild();
    const port = await freePort();
    let output = "";
    child = spawn("npm", ["start"], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        ...e2eSettings(),
        BUILD_DIR: TEST_BUILD,
        PORT: String(port),
        HOST: "127.0.0.1",
        ENV_FILE: join(ROOT, "tests", "deploy", "no-such.env"),
        GEMINI_API_KEY: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const started = performance.now();
    await waitFor(
      async () => (await send(`http://127.0.0.1:${port}/`)).status === 200,
      () => `npm start to serve the home page\n${output}`,
      60_000,
    );
    console.log(
      `npm start on a current build: home page served after ${Math.round(performance.now() - started)} ms`,
    );
    expect(output).toContain(`The build in ${TEST_BUILD}/ is current: serving it.`);
    expect(output).not.toContain("Building the site first");
  });
});

const inputs = await buildInputs(ROOT);

describe("the build's inputs are what the build reads", () => {
  const folders = [
    ...new Set(inputs.map((input) => (input.includes("/") ? input.replace(/\/[^/]+$/, "") : input))),
  ];

  it("finds the build current", () => {
    expect(staleBuildReason(ROOT, TEST_BUILD, env, inputs)).toBeNull();
  });

  it.each(folders)("rebuilds after a change in %s", (folder) => {
    const file =
      folder === "src" || folder === "public"
        ? aFileIn(folder)
        : inputs.find((input) => input.startsWith(`${folder}/`) || input === folder)!;
    expect(file, folder).toBeTruthy();
    const reason = withTouched(file, () => staleBuildReason(ROOT, TEST_BUILD, env, inputs));
    expect(reason).toBe(`${file} changed after the build in ${TEST_BUILD}/ was made`);
  });

  it.each([
    ...WRITTEN_BY_THE_BUILD,
    "src/content/home.test.ts",
    "tests/e2e/fixtures.ts",
    "README.md",
    "server/index.ts",
    "edge/worker.ts",
  ])("does not rebuild after a change in %s", (path) => {
    const file = aFileIn(path, true);
    expect(file, path).toBeTruthy();
    expect(withTouched(file, () => staleBuildReason(ROOT, TEST_BUILD, env, inputs))).toBeNull();
  });
});
