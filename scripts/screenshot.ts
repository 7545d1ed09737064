/**
 * Screenshots of pages at 375, 768 and 1440 px, full page, into screenshots/ (ignored by git).
 *   node scripts/screenshot.ts [--port 3000] [--widths 375,1440] [--keep-splash] /path [/other ...]
 * Needs the server running (`npm run serve`) and Debian's chromium.
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    widths: { type: "string", default: "375,768,1440" },
    "keep-splash": { type: "boolean", default: false },
    out: { type: "string", default: "screenshots" },
  },
});

const browser = await chromium.launch(chromiumLaunchOptions());
mkdirSync(values.out, { recursive: true });
for (const path of positionals.length ? positionals : ["/"]) {
  for (const width of values.widths.split(",").map(Number)) {
    // Reduced motion: every section is shown at once, so full-page captures show the whole page.
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    await page.goto(`http://127.0.0.1:${values.port}${path}`, { waitUntil: "networkidle" });
    if (!values["keep-splash"]) {
      const button = page.getByRole("button", { name: "Continue to Website" });
      if (await button.isVisible()) await button.click();
    }
    // Let below-the-fold reveals run so the full-page shot shows everything.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 150));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(700);
    const name = `${values.out}/${path.replace(/\//g, "_") || "_"}-${width}${values["keep-splash"] ? "-splash" : ""}.png`;
    await page.screenshot({ path: name, fullPage: !values["keep-splash"] });
    console.log(name);
    await page.close();
  }
}
await browser.close();
