/**
 * One page loaded in the system Chromium as a slow phone does (a 412 × 823 screen, the CPU slowed 4×), with a
 * performance trace from the navigation until the page has been quiet for a while; its main thread summed up.
 */
import type { Browser } from "@playwright/test";
import { type MainThreadSummary, summarize, type TraceEvent } from "./trace-summary.ts";

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "toplevel",
  "disabled-by-default-v8.gc",
].join(",");

/** Traces `url` and sums its main thread (what the page does on its own: no input, no scrolling). */
export async function tracePage(browser: Browser, url: string, settleMs: number): Promise<MainThreadSummary> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => {
    for (const event of value as unknown as TraceEvent[]) events.push(event);
  });
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(settleMs);
  await cdp.send("Tracing.end");
  await complete;
  const address = page.url();
  await context.close();
  return summarize(events, address);
}
