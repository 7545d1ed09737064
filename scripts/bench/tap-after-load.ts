/**
 * Issue 34's interaction figure: on the slow-phone profile, once a page has loaded and settled, how long the
 * page's main control takes from a tap (or a key, for a text field) to the next frame, as the browser's Event
 * Timing API reports it (the duration behind INP: input delay, handlers, and the frame after). Measured twice:
 * the first tap after load (for a `client:interaction` island, the tap that brings its code) and again once
 * that code has arrived and run (a menu opened again; a filter's first choice, "All", chosen back). Durations under 16 ms are not reported by the browser: 0.
 */
import type { Browser, Page } from "@playwright/test";
import { arrive, type FirstTap, slowPhonePage, tappable } from "./first-tap.ts";

/** Milliseconds of quiet after load before the first tap, and between the two taps. */
const SETTLE_MS = 3000;

export interface TapAfterLoad {
  /** The first tap after the page has loaded. */
  first: number;
  /** The same tap once the control's code has arrived. */
  withCode: number;
}

/** The longest Event Timing entry of the interactions since the last call. */
const longestSinceLast = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __events?: number[] };
    const longest = Math.max(0, ...(w.__events ?? []));
    w.__events = [];
    return longest;
  });

export async function tapAfterLoad(
  browser: Browser,
  origin: string,
  path: string,
  control: FirstTap,
): Promise<TapAfterLoad> {
  const { context, page } = await slowPhonePage(browser);
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __events?: number[] };
      w.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId) w.__events?.push(entry.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await arrive(page, origin, path);
    await page.waitForLoadState("load");
    await page.waitForTimeout(SETTLE_MS);
    const element = page.locator(control.selector).first();
    const target = await tappable(element);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await longestSinceLast(page);
    const act = async (key: string, on = target) => {
      await on.tap();
      if (control.effect === "typed") await page.keyboard.type(key);
      await page.waitForTimeout(1000);
      return longestSinceLast(page);
    };
    const first = await act("a");
    // A popover (the menu) is closed again, unmeasured, so the second tap opens it as the first did.
    if (control.effect === "popover-open") await page.keyboard.press("Escape");
    await page.waitForTimeout(SETTLE_MS);
    await longestSinceLast(page);
    // A choice: the first of its group this time ("All"), so the list changes again.
    const other =
      control.effect === "checked"
        ? (
            await element.evaluateHandle((node) => {
              const first = document.querySelector<HTMLInputElement>(
                `input[type=radio][name="${(node as HTMLInputElement).name}"]`,
              );
              return first?.labels?.[0] ?? node;
            })
          ).asElement()!
        : target;
    const withCode = await act("b", other);
    return { first, withCode };
  } finally {
    await context.close();
  }
}
