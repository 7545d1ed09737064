/**
 * The settings a build bakes into the site (the `VITE_*` values: public, they reach the browser; the `CMS_*`
 * values: where the editor saves), read as astro.config.ts reads them: `.env` files first, the process
 * environment wins. A build records them in its stamp, so `npm start` can tell a build made with other
 * settings (the end-to-end build's fake email ids). No secret has either prefix: secrets are the server's.
 */
import { loadEnv } from "vite";

export const BUILD_STAMP_FILE = "build-stamp.json";

export interface BuildStamp {
  /** When the build started (ms since 1970): sources changed after it make the build stale. */
  startedAt: number;
  /** The build's settings (`buildSettings`). */
  settings: Record<string, string>;
}

export function buildEnv(
  processEnv: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): Record<string, string | undefined> {
  return { ...loadEnv("production", root, ""), ...processEnv };
}

/** The settings of a build (`VITE_*`, `CMS_*`), blank ones left out (blank and unset mean the same). */
export function buildSettings(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => /^(?:VITE|CMS)_/.test(entry[0]) && Boolean(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
