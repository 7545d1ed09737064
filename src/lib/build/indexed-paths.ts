/**
 * Which addresses search engines should index, and the canonical address of each page. `/shop` and
 * `/templates` show the catalogue whose canonical address is `/shopping` (decision 0003); not-found pages and
 * the editor are never indexed. Each rule holds in every language (`/si/shop` → `/si/shopping`). Loaded by
 * astro.config.ts (the sitemap's filter), so plain Node TypeScript.
 */
import { localeOfPath, localizedPath } from "#contracts/locales.ts";
import { NOT_FOUND_PAGES } from "#contracts/not-found-pages.ts";

const CANONICAL_ELSEWHERE: Readonly<Record<string, string>> = {
  "/shop": "/shopping",
  "/templates": "/shopping",
};
/** The not-found pages (contracts/not-found-pages.ts) and the editor, with anything below them. */
const NEVER_INDEXED = [...NOT_FOUND_PAGES, "/admin"];

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
/** The English address of a page in any language (`/si/shop` → `/shop`). */
const routeOf = (path: string) => localizedPath(trim(path), "en");

export function canonicalPath(path: string): string {
  const trimmed = trim(path);
  const elsewhere = CANONICAL_ELSEWHERE[routeOf(trimmed)];
  return elsewhere ? localizedPath(elsewhere, localeOfPath(trimmed)) : trimmed;
}

/** Pages search engines must not index (they say `noindex`): the not-found pages and the editor. */
export function isNoIndexPath(path: string): boolean {
  const route = routeOf(path);
  return NEVER_INDEXED.some((page) => route === page || route.startsWith(`${page}/`));
}

/** Listed in the sitemap: a page that is its own canonical address and may be indexed. */
export function isIndexedPath(path: string): boolean {
  const trimmed = trim(path);
  return canonicalPath(trimmed) === trimmed && !isNoIndexPath(trimmed);
}
