/**
 * Which addresses search engines should index, and the canonical address of each page. `/shop` and
 * `/templates` show the catalogue whose canonical address is `/shopping` (decision 0003); not-found pages and
 * the editor are never indexed. Loaded by astro.config.ts (the sitemap's filter), so plain Node TypeScript.
 */
const CANONICAL_ELSEWHERE: Readonly<Record<string, string>> = {
  "/shop": "/shopping",
  "/templates": "/shopping",
};
const NEVER_INDEXED = /^\/(?:404|service-not-found|template-not-found|admin)(?:\/|$)/;

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export function canonicalPath(path: string): string {
  const trimmed = trim(path);
  return CANONICAL_ELSEWHERE[trimmed] ?? trimmed;
}

/** Pages search engines must not index (they say `noindex`): the not-found pages and the editor. */
export function isNoIndexPath(path: string): boolean {
  return NEVER_INDEXED.test(trim(path));
}

/** Listed in the sitemap: a page that is its own canonical address and may be indexed. */
export function isIndexedPath(path: string): boolean {
  const trimmed = trim(path);
  return canonicalPath(trimmed) === trimmed && !isNoIndexPath(trimmed);
}
