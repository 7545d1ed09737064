/**
 * `npm start` runs this first. It builds the site (into BUILD_DIR, `dist` by default) when there is no build,
 * when one of the build's inputs changed after the build started, or when the build was made with other
 * settings (the `VITE_*` and `CMS_*` values: the end-to-end build's fake email ids, for instance).
 *
 * The build's inputs are what it really reads (`buildInputs`): `src/` and `public/` whole (Astro reads every
 * page, component and content file there), less what the build writes there itself and the tests; every
 * file of the project that `astro.config.ts` imports, however deep (its integrations, the fonts' cutter, the
 * artwork, the servers' header policy…), found by esbuild's module graph; and the package lock and the
 * TypeScript settings. Nothing else (a test, a document, a benchmark) is a reason to build again.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { ASSISTANT_KNOWLEDGE_FILE } from "#contracts/assistant-knowledge.ts";
import { SITE_MANIFEST_FILE } from "#server/site-manifest.ts";
import { BUILD_STAMP_FILE, type BuildStamp, buildEnv, buildSettings } from "./lib/build-settings.ts";

const PROJECT_ROOT = join(import.meta.dirname, "..");

/** The folders Astro reads whole. */
export const SOURCE_FOLDERS = ["src", "public"];

/** The files the build reads beside its code: the exact dependencies, and the TypeScript paths Vite resolves. */
export const SETTINGS_FILES = ["package-lock.json", "tsconfig.json"];

/**
 * What the build writes inside `src/` (the artwork drawn from the content, see artwork/generate.ts; the Indic
 * and brand faces cut to the content, see scripts/fonts/): made by every build, so never a reason for the next.
 */
export const WRITTEN_BY_THE_BUILD = ["src/assets/generated", "src/assets/fonts/generated"];

/** Test files and their helpers: no page or integration imports them. */
const TEST_FILE = /\.test(?:-helpers)?\.tsx?$/;

/** Every file of the project that `astro.config.ts` imports, directly or not (relative to `root`). */
export async function configModules(root: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["astro.config.ts"],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    external: ["astro:*"],
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs).filter((file) => !file.includes("node_modules/"));
}

/** What a build in `root` is made from: folders read whole and single files, relative to `root`. */
export async function buildInputs(root: string): Promise<string[]> {
  const modules = (await configModules(root)).filter(
    (file) => !SOURCE_FOLDERS.some((folder) => file.startsWith(`${folder}/`)),
  );
  return [...SOURCE_FOLDERS, ...modules, ...SETTINGS_FILES];
}

function newestFile(
  path: string,
  skipped: ReadonlySet<string>,
): { file: string; mtimeMs: number } | undefined {
  if (skipped.has(path) || !existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isDirectory()) return TEST_FILE.test(path) ? undefined : { file: path, mtimeMs: stat.mtimeMs };
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const name of readdirSync(path)) {
    const found = newestFile(join(path, name), skipped);
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** Why the build in `buildDir` must be made again, or null when it is current. */
export function staleBuildReason(
  root: string,
  buildDir: string,
  env: Record<string, string | undefined>,
  inputs: readonly string[],
): string | null {
  const dir = join(root, buildDir);
  const missing = [SITE_MANIFEST_FILE, ASSISTANT_KNOWLEDGE_FILE, BUILD_STAMP_FILE].find(
    (file) => !existsSync(join(dir, file)),
  );
  if (missing) return `no build in ${buildDir}/ yet (${missing} is missing)`;
  const stamp = JSON.parse(readFileSync(join(dir, BUILD_STAMP_FILE), "utf8")) as BuildStamp;
  const wanted = buildSettings(env);
  const made = stamp.settings ?? {};
  const changed = [...new Set([...Object.keys(wanted), ...Object.keys(made)])].filter(
    (name) => wanted[name] !== made[name],
  );
  if (changed.length) return `the build in ${buildDir}/ was made with other settings (${changed.join(", ")})`;
  const skipped = new Set(WRITTEN_BY_THE_BUILD.map((path) => join(root, path)));
  for (const input of inputs) {
    const newest = newestFile(join(root, input), skipped);
    if (newest && newest.mtimeMs > stamp.startedAt)
      return `${relative(root, newest.file)} changed after the build in ${buildDir}/ was made`;
  }
  return null;
}

export async function ensureBuild({
  root = PROJECT_ROOT,
  env = buildEnv(process.env, root),
  inputs,
  build = (buildEnvironment: NodeJS.ProcessEnv) =>
    execSync("npm run build", { cwd: root, stdio: "inherit", env: buildEnvironment }),
}: {
  root?: string;
  env?: Record<string, string | undefined>;
  /** The build's inputs (default: `buildInputs(root)`). */
  inputs?: readonly string[];
  build?: (env: NodeJS.ProcessEnv) => unknown;
} = {}): Promise<string | null> {
  const buildDir = env.BUILD_DIR || "dist";
  const reason = staleBuildReason(root, buildDir, env, inputs ?? (await buildInputs(root)));
  if (reason) {
    console.log(`Building the site first: ${reason}.`);
    build({ ...process.env, BUILD_DIR: buildDir });
  } else console.log(`The build in ${buildDir}/ is current: serving it.`);
  return reason;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureBuild();
