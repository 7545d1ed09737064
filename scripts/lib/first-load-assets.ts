import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface FirstLoad {
  scripts: string[];
  styles: string[];
}

/** The JavaScript and CSS a pre-rendered page asks for before anyone interacts with it. */
export function firstLoadAssets(html: string): FirstLoad {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const href = tag.match(/\b(?:href|src)="([^"]+)"/)?.[1];
    if (!href?.startsWith("/")) continue;
    if (/rel="modulepreload"/.test(tag) || (/^<script/i.test(tag) && href.endsWith(".js"))) scripts.add(href);
    else if (/rel="stylesheet"/.test(tag)) styles.add(href);
  }
  // The inline start-up script names its modules by URL: the ones it preloads and the one it imports.
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, href = ""] of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(href);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

const gzipCache = new Map<string, number>();

/** gzip size in bytes of a file of the build, as a browser would download it. */
export function gzipBytes(clientDir: string, href: string): number {
  const cached = gzipCache.get(href);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(join(clientDir, href)), { level: 9 }).length;
  gzipCache.set(href, size);
  return size;
}
