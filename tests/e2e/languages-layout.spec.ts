/**
 * How the Sinhala, Tamil and Hindi pages look on a phone (docs/reviews/screenshots-languages.md): their words
 * run longer than English ones, and the Indic pages let a word break anywhere rather than widen the page
 * (global.css), so a heading, a button or a number can end up cut inside a word. At 375 px, on every page of
 * each of those languages: nothing wider than the screen, no word of a heading or a control broken across
 * lines, no text out of its button or link, no select's prompt cut off. And the splash, taller than a small
 * phone's screen (375 × 568), scrolls from its top.
 */
import type { Page } from "@playwright/test";
import { LOCALES, localizedPath } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { openPage, pagesInEveryLanguage } from "./discovery-helpers";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 375, height: 812 };
const INDIC = LOCALES.filter((locale) => locale !== "en");

/** What on the page looks broken at this width, one line per finding (empty when nothing does). */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      faults.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest(".sr-only, dialog:not([open]), [popover]:not(:popover-open)");
    // Lines a run of text takes: boxes side by side on one line (each script's face its own) count once.
    const lineCount = (rects: Iterable<DOMRect>) => {
      let lines = 0;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const rect of [...rects].filter((r) => r.width > 0).sort((p, q) => p.top - q.top)) {
        if (rect.top >= bottom - 1) {
          lines += 1;
          bottom = rect.bottom;
        } else bottom = Math.max(bottom, rect.bottom);
      }
      return lines;
    };
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)}"`;

    // Words of headings and controls, each on one line: a word cut between lines shows as two line boxes.
    // (And text set large, 20 px or more: a price, a figure.) A hyphen is a place to break, as a space is.
    const wordy = "h1, h2, h3, h4, button, a, label, legend, dt, dd, th, summary, p";
    const seen = new Set<Node>();
    for (const element of document.querySelectorAll(wordy)) {
      if (!shown(element)) continue;
      if (element.matches("p") && Number.parseFloat(getComputedStyle(element).fontSize) < 20) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen.has(node) || node.parentElement?.closest(".sr-only")) continue;
        seen.add(node);
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[^\s‐-]+[‐-]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (lineCount(range.getClientRects()) > 1)
            faults.push(`"${match[0]}" is broken across lines in ${name(element)}`);
        }
      }
    }

    // A button's words on two lines at most: a third line makes a pill look like a paragraph.
    // (Not a card that is a button, a picture above its captions: the gallery's.)
    for (const button of document.querySelectorAll("button")) {
      if (!shown(button) || button.querySelector("img, picture")) continue;
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...range.getClientRects());
      }
      const lines = lineCount(rects);
      if (lines > 2) faults.push(`${name(button)} takes ${lines} lines`);
    }

    // Text of a button or a link inside its box.
    for (const element of document.querySelectorAll("button, a")) {
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.right > box.right + 1 || text.left < box.left - 1)
          faults.push(`the text of ${name(element)} runs out of its box`);
      }
    }

    // A closed select shows its choice on one line and cuts what does not fit.
    const measure = document.createElement("canvas").getContext("2d")!;
    for (const select of document.querySelectorAll("select")) {
      if (!shown(select)) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // Its prompt, which every visitor reads; a long chosen service ends in an ellipsis, in English too.
      const prompt = select.options[0];
      if (prompt && !prompt.value && measure.measureText(prompt.text).width > room)
        faults.push(`the prompt "${prompt.text}" is cut off in its select (${select.name})`);
    }
    return faults;
  });
}

test.describe("every page in Sinhala, Tamil and Hindi, on a phone", () => {
  for (const { path } of pagesInEveryLanguage.filter(({ path }) =>
    INDIC.some((l) => path.startsWith(`/${l}/`) || path === `/${l}`),
  )) {
    test(`${path} fits 375 px, its words whole`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openPage(page, path);
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutFaults(page)).toEqual([]);
    });
  }
});

for (const locale of INDIC) {
  test(`the ${locale} splash, taller than a small phone, scrolls from its top to its button`, async ({
    page,
  }) => {
    const { continueLabel } = single(readSiteContent({ locale }).layout, "layout").splash;
    await page.setViewportSize({ width: 375, height: 568 });
    await page.goto(localizedPath("/", locale));
    const splash = page.locator("dialog[data-splash]");
    await expect(splash).toBeVisible();
    // Taller than the screen in this language: otherwise there is nothing to check.
    expect(await splash.evaluate((dialog) => dialog.scrollHeight > dialog.clientHeight)).toBe(true);
    // At the top of its scroll, the card's first picture starts inside the screen, not above it.
    const top = await splash.evaluate((dialog) => {
      dialog.scrollTop = 0;
      return dialog.querySelector("picture, img")!.getBoundingClientRect().top;
    });
    expect(top).toBeGreaterThanOrEqual(0);
    const button = page.getByRole("button", { name: continueLabel });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(splash).toBeHidden();
  });
}
