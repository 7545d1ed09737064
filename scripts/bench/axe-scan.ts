/**
 * Serious and critical axe findings on a page (WCAG 2.0–2.2 A and AA rules, as the browser tests check them,
 * tests/e2e/fixtures.ts), in Playwright with the system Chromium: a 375×812 phone whose browser reads the page's
 * language (so the page offers no other one), arriving from another page of the site (no splash in the way),
 * scanned once the page has settled. Something that starts moving during the scan (the chat teaser fades in 2 s
 * after load) reads as low contrast mid-fade, so a finding is confirmed by a second scan after the page settles.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Waits (up to 5 s) for fades and slides to finish; looping animations are left running. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== "running" ||
              a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY ||
              !(a.timeline instanceof DocumentTimeline),
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
}

async function scan(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

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
    await settle(page);
    const first = await scan(page);
    if (first.length === 0) return first;
    await page.waitForTimeout(700);
    await settle(page);
    return await scan(page);
  } finally {
    await context.close();
  }
}
