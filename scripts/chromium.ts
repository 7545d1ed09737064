/**
 * How this project starts Chromium (end-to-end tests, screenshots, the benchmark, the template pictures):
 * Debian's system browser (CHROME_PATH overrides it), without the sandbox or the GPU, and without the browser's
 * own traffic (QUIC, first-run, background networking, component updates, sync), so that runs stay on this
 * machine and measure only the site.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright's `launchOptions` for the system Chromium; `extra` flags come after the shared ones. */
export function chromiumLaunchOptions(...extra: string[]) {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extra] };
}
