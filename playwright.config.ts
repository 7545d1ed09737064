import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.ts";

/**
 * End-to-end tests run in the system Chromium against the end-to-end build (`npm run build:e2e`, in
 * dist-e2e/) served by the real server. E2E_PORT lets several checkouts test side by side; E2E_BUILD_DIR
 * serves another build made with the same settings (the staff round trip, tests/deploy/staff-add-remove.test.ts,
 * runs this suite on a copy of the repository with the staff's edits, leaving out the editor's own specs,
 * which copy and build the repository themselves: E2E_WITHOUT_EDITOR=1).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.E2E_BUILD_DIR ?? "dist-e2e";
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: process.env.E2E_WITHOUT_EDITOR ? ["**/editor-*.spec.ts"] : [],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(port), HOST: "127.0.0.1", GEMINI_API_KEY: "", BUILD_DIR: buildDir },
  },
});
