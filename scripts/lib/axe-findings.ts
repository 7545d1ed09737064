/**
 * Serious and critical axe findings on a page (WCAG 2.0–2.2 A and AA rules), for the browser tests
 * (tests/e2e/fixtures.ts) and the languages bench (scripts/bench/axe-scan.ts) alike. The page is scanned once
 * it has settled; something that starts moving during the scan (the chat teaser fades in 2 s after load) reads
 * as low contrast mid-fade, so a finding is confirmed by a second scan after the page settles.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Waits (up to 5 s) for fades and slides to finish; looping animations (marquee, services row) are left running. */
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

export async function seriousAxeFindingsOn(page: Page): Promise<string[]> {
  await settle(page);
  const first = await scan(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(700);
  await settle(page);
  return scan(page);
}
