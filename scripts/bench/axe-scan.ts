/**
 * Serious and critical axe findings on a page (WCAG 2.0–2.2 A and AA rules, as the browser tests check them,
 * tests/e2e/fixtures.ts), in Playwright with the system Chromium: a 375×812 phone whose browser reads the page's
 * language (so the page offers no other one), arriving from another page of the site (no splash in the way),
 * scanned once the page has settled (scripts/lib/axe-findings.ts, shared with the browser tests).
 */
import type { Browser } from "@playwright/test";
import { seriousAxeFindingsOn } from "#scripts/lib/axe-findings.ts";

export async function seriousAxeFindings(
  browser: Browser,
  origin: string,
  path: string,
  languageTag: string,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: languageTag,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: "load", referer: `${origin}/` });
    return await seriousAxeFindingsOn(page);
  } finally {
    await context.close();
  }
}
