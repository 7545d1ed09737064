/**
 * `npm start` runs this first. It builds the site (into BUILD_DIR, `dist` by default) when there is no build,
 * when a source changed after the build started, or when the build was made with other public settings (the
 * `VITE_*` values, which end up in the browser: the end-to-end build's fake email ids, for instance).
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ASSISTANT_KNOWLEDGE_FILE } from "../contracts/assistant-knowledge.ts";
import { SITE_MANIFEST_FILE } from "../server/site-manifest.ts";
import { BUILD_STAMP_FILE, type BuildStamp, buildEnv, publicSettings } from "./lib/build-settings.ts";

const PROJECT_ROOT = join(import.meta.dirname, "..");

/** What a build is made from. */
export const BUILD_SOURCES = [
  "src",
  "public",
  "astro.config.ts",
  "contracts",
  // The build writes the servers' page rules and security headers into its output (site-host).
  "server",
  "artwork",
  "assistant-knowledge",
  "scripts/integrations",
  "scripts/content-editor",
  "scripts/lib",
  "package-lock.json",
];

/**
 * What the build writes inside its sources (the artwork drawn from the content, see artwork/): made by
 * every build, so never a reason for the next one.
 */
export const WRITTEN_BY_THE_BUILD = ["src/assets/generated"];

function newestFile(
  path: string,
  skipped: ReadonlySet<string>,
): { file: string; mtimeMs: number } | undefined {
  if (skipped.has(path) || !existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { file: path, mtimeMs: stat.mtimeMs };
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
  sources: readonly string[] = BUILD_SOURCES,
): string | null {
  const dir = join(root, buildDir);
  const missing = [SITE_MANIFEST_FILE, ASSISTANT_KNOWLEDGE_FILE, BUILD_STAMP_FILE].find(
    (file) => !existsSync(join(dir, file)),
  );
  if (missing) return `no build in ${buildDir}/ yet (${missing} is missing)`;
  const stamp = JSON.parse(readFileSync(join(dir, BUILD_STAMP_FILE), "utf8")) as BuildStamp;
  const wanted = publicSettings(env);
  const changed = [...new Set([...Object.keys(wanted), ...Object.keys(stamp.publicSettings)])].filter(
    (name) => wanted[name] !== stamp.publicSettings[name],
  );
  if (changed.length)
    return `the build in ${buildDir}/ was made with other public settings (${changed.join(", ")})`;
  const skipped = new Set(WRITTEN_BY_THE_BUILD.map((path) => join(root, path)));
  for (const source of sources) {
    const newest = newestFile(join(root, source), skipped);
    if (newest && newest.mtimeMs > stamp.startedAt)
      return `${relative(root, newest.file)} changed after the build in ${buildDir}/ was made`;
  }
  return null;
}

export function ensureBuild({
  root = PROJECT_ROOT,
  env = buildEnv(process.env, root),
  build = (buildEnvironment: NodeJS.ProcessEnv) =>
    execSync("npm run build", { cwd: root, stdio: "inherit", env: buildEnvironment }),
}: {
  root?: string;
  env?: Record<string, string | undefined>;
  build?: (env: NodeJS.ProcessEnv) => unknown;
} = {}): string | null {
  const buildDir = env.BUILD_DIR || "dist";
  const reason = staleBuildReason(root, buildDir, env);
  if (reason) {
    console.log(`Building the site first: ${reason}.`);
    build({ ...process.env, BUILD_DIR: buildDir });
  }
  return reason;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
