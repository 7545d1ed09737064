/**
 * The settings a build bakes into the site (the `VITE_*` values: public, they reach the browser), read as
 * astro.config.ts reads them: `.env` files first, the process environment wins. A build records them in its
 * stamp, so `npm start` can tell a build made with other settings (the end-to-end build's fake email ids).
 */
import { loadEnv } from "vite";

export const BUILD_STAMP_FILE = "build-stamp.json";

export interface BuildStamp {
  /** When the build started (ms since 1970): sources changed after it make the build stale. */
  startedAt: number;
  publicSettings: Record<string, string>;
}

export function buildEnv(
  processEnv: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): Record<string, string | undefined> {
  return { ...loadEnv("production", root, ""), ...processEnv };
}

/** The public settings of a build, blank ones left out (blank and unset mean the same). */
export function publicSettings(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith("VITE_") && Boolean(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
