/**
 * Two measurements of a page in Chromium, as a visitor on a phone meets it:
 * - `scriptBeforeInteraction`: the JavaScript files a page loads before the visitor touches or scrolls
 *   anything (412×823 viewport, unthrottled, 3 s after load), as gzip bytes of the built files;
 * - `controlReadiness`: on the slow-phone profile (412×823, 150 ms round trip, 1.6 Mbps, CPU slowed 4×), the
 *   time from the first paint of the page's main control to its handlers being attached (its island has
 *   hydrated). A control below the fold counts from when it is scrolled into view; one that waits for
 *   interaction (`client:interaction`) is tapped the moment it is painted, as an impatient visitor would.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";

export const SLOW_PHONE = {
  viewport: { width: 412, height: 823 },
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** Slows a page's line and CPU to the slow-phone profile (Chrome DevTools Protocol). */
export async function throttleToSlowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
}

/** Gzip size of a built file (its precompressed copy when the build made one). */
function gzipBytes(clientDir: string, path: string): number {
  const file = join(clientDir, decodeURIComponent(path));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

export async function scriptBeforeInteraction(
  browser: Browser,
  origin: string,
  path: string,
  clientDir: string,
): Promise<{ files: string[]; gzipBytes: number }> {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) files.add(url.pathname);
  });
  // Arriving from another page of the site: no splash in the way (see lib/head-script/arrival.ts).
  await page.goto(`${origin}${path}`, { waitUntil: "load", referer: `${origin}/` });
  await page.waitForTimeout(3000);
  await context.close();
  const list = [...files].sort();
  return { files: list, gzipBytes: list.reduce((sum, file) => sum + gzipBytes(clientDir, file), 0) };
}

export async function controlReadiness(
  browser: Browser,
  origin: string,
  path: string,
  island: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await throttleToSlowPhone(context, page);
  await page.addInitScript((name: string) => {
    const w = window as unknown as { __hydratedAt?: number; __firstPaint?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "first-contentful-paint") w.__firstPaint = entry.startTime;
    }).observe({ type: "paint", buffered: true });
    new MutationObserver(() => {
      const element = document.querySelector(`astro-island[component-export="${name}"]`);
      if (element && !element.hasAttribute("ssr") && w.__hydratedAt === undefined)
        w.__hydratedAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
  }, island);

  await page.goto(`${origin}${path}`, { waitUntil: "commit", referer: `${origin}/` });
  const control = page.locator(`astro-island[component-export="${island}"]`).first();
  await control.waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForFunction(
    () => (window as unknown as { __firstPaint?: number }).__firstPaint !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
  const box = await control.evaluate((element) => {
    const first = element.firstElementChild?.getBoundingClientRect();
    return first ? { top: first.top, height: first.height } : null;
  });
  const inFirstScreen = box !== null && box.top < SLOW_PHONE.viewport.height;
  let paintedAt: number;
  if (inFirstScreen) {
    paintedAt = await page.evaluate(() => (window as unknown as { __firstPaint: number }).__firstPaint);
  } else {
    paintedAt = await control.evaluate(async (element) => {
      element.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return performance.now();
    });
  }
  const waitsForInteraction = (await control.getAttribute("client")) === "interaction";
  if (waitsForInteraction) {
    const target = control.locator("button, input, select, textarea, a").first();
    await target.dispatchEvent("pointerdown");
  }
  const hydratedAt = await page
    .waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt, null, {
      timeout: 60_000,
    })
    .then((handle) => handle.jsonValue() as Promise<number>);
  await context.close();
  return Math.max(0, hydratedAt - paintedAt);
}
