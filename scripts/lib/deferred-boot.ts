import { createHash } from "node:crypto";

/**
 * React Router starts the client runtime from an inline module script, with a `modulepreload` link in <head> for
 * every module the page needs. Those requests leave while the document is still arriving and compete with it,
 * the font and the hero image on a slow connection; Lighthouse counts them against the first and largest paint.
 * A pre-rendered page is complete as HTML, so its code can wait until the page has loaded:
 * - the module script's text moves to its own file under /assets/, named by its hash (pages with the same routes
 *   share one file, cached as immutable);
 * - the preload links come out of <head>;
 * - a small inline module script adds the same preloads (so the modules still download in parallel, not as an
 *   import waterfall) and imports that file after the `load` event, once the largest paint is on screen (the
 *   load event can come before the first paint).
 * React hydrates the replaced <script> in place: same element and attributes, and React Router marks its text
 * with suppressHydrationWarning.
 */
export interface DeferredBoot {
  html: string;
  /** The module that starts React Router, to be written at `href` under the client build folder. */
  bootModule: { href: string; code: string } | null;
}

const PRELOAD_LINK = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const ENTRY_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

export function deferBoot(html: string): DeferredBoot {
  const entry = html.match(ENTRY_SCRIPT);
  const code = entry?.[1] ?? "";
  if (!code.includes("window.__reactRouterRouteModules")) return { html, bootModule: null };
  const href = `/assets/boot-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`;
  const preloads = [...new Set([...html.matchAll(PRELOAD_LINK)].map(([, preload = ""]) => preload))];
  const loader = [
    "let started=false;",
    "const start=()=>{if(started)return;started=true;",
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `import(${JSON.stringify(href)})};`,
    // The largest paint is reported once it is on screen; without that report (another browser, a tab opened in
    // the background), the next painted frame will do, and a timer makes sure the code always starts.
    "const afterPaint=()=>{",
    'if(document.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")){',
    'new PerformanceObserver((_,observer)=>{observer.disconnect();start()}).observe({type:"largest-contentful-paint",buffered:true});',
    "setTimeout(start,3000)}",
    "else requestAnimationFrame(()=>setTimeout(start))};",
    'document.readyState==="complete"?afterPaint():addEventListener("load",afterPaint,{once:true});',
  ].join("");
  const deferred = html
    .replace(PRELOAD_LINK, "")
    .replace(ENTRY_SCRIPT, () => `<script type="module" async="">${loader}</script>`);
  return { html: deferred, bootModule: { href, code } };
}
