import { describe, expect, it } from "vitest";
import { deferBoot } from "./deferred-boot.ts";
import { firstLoadAssets } from "./first-load-assets.ts";

const entryCode = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;

const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/></head>',
  `<body><h1>Hello</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${entryCode}</script></body></html>`,
].join("");

describe("deferBoot", () => {
  const { html, bootModule } = deferBoot(page);

  it("moves React Router's start-up module, word for word, to a file named by its hash", () => {
    expect(bootModule?.code).toBe(entryCode);
    expect(bootModule?.href).toMatch(/^\/assets\/boot-[\w-]{10}\.js$/);
    expect(deferBoot(page.replaceAll("root-1", "root-2")).bootModule?.href).not.toBe(bootModule?.href);
  });

  it("takes the preload links out of the page and leaves the rest of it alone", () => {
    expect(html).not.toContain("<link");
    expect(html).toContain("<h1>Hello</h1><script>window.__reactRouterContext = {};</script>");
    expect(html).toContain('<script type="module" async="">');
  });

  /** Runs the inline start-up script against a stand-in browser, recording what it does and when. */
  function runLoader(options: { lcpReported: boolean }) {
    const loader = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    const done: string[] = [];
    const listeners = new Map<string, () => void>();
    const timers: Array<{ run: () => void; ms: number }> = [];
    const frames: Array<() => void> = [];
    let reportLargestPaint = () => {};
    class FakePerformanceObserver {
      static supportedEntryTypes = options.lcpReported ? ["largest-contentful-paint"] : [];
      constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
        reportLargestPaint = () => callback({}, this);
      }
      observe({ type }: { type: string }) {
        done.push(`observe ${type}`);
      }
      disconnect() {}
    }
    const browser = {
      document: {
        readyState: "interactive",
        visibilityState: "visible",
        createElement: () => ({}),
        head: { append: (link: { rel: string; href: string }) => done.push(`${link.rel} ${link.href}`) },
      },
      PerformanceObserver: FakePerformanceObserver,
      setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
      requestAnimationFrame: (run: () => void) => frames.push(run),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      load: (href: string) => done.push(`import ${href}`),
    };
    new Function(...Object.keys(browser), loader.replace("import(", "load("))(...Object.values(browser));
    const runTimers = (upToMs: number) => {
      for (const timer of timers.splice(0).filter((t) => t.ms <= upToMs)) timer.run();
    };
    return { done, listeners, frames, runTimers, reportLargestPaint: () => reportLargestPaint() };
  }

  it("waits for load and the largest paint, then preloads each module once and imports the start-up file", () => {
    const browser = runLoader({ lcpReported: true });
    expect(browser.done).toEqual([]);
    browser.listeners.get("load")?.();
    expect(browser.done).toEqual(["observe largest-contentful-paint"]);
    browser.reportLargestPaint(); // reported once the paint is on screen: the code starts at once
    expect(browser.done).toEqual([
      "observe largest-contentful-paint",
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-1.js",
      "modulepreload /assets/root-1.js",
      `import ${bootModule?.href}`,
    ]);
    browser.runTimers(3000); // the safety timer finds the code already started
    expect(browser.done).toHaveLength(5);
  });

  it("starts on the safety timer when no largest paint is reported", () => {
    const browser = runLoader({ lcpReported: true });
    browser.listeners.get("load")?.();
    browser.runTimers(3000);
    expect(browser.done.at(-1)).toBe(`import ${bootModule?.href}`);
  });

  it("starts after the next painted frame where the browser does not report the largest paint", () => {
    const browser = runLoader({ lcpReported: false });
    browser.listeners.get("load")?.();
    expect(browser.done).toEqual([]);
    for (const frame of browser.frames) frame();
    browser.runTimers(0);
    expect(browser.done.at(-1)).toBe(`import ${bootModule?.href}`);
  });

  it("still lets the size check see every module the page loads", () => {
    expect(firstLoadAssets(html).scripts).toEqual(
      [bootModule?.href, "/assets/entry.client-1.js", "/assets/manifest-1.js", "/assets/root-1.js"].sort(),
    );
  });

  it("leaves a page without React Router's start-up script, or one already deferred, unchanged", () => {
    const plain = "<html><body><script>1</script></body></html>";
    expect(deferBoot(plain)).toEqual({ html: plain, bootModule: null });
    expect(deferBoot(html)).toEqual({ html, bootModule: null });
  });
});
