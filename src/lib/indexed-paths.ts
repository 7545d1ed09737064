/**
 * Which addresses search engines should index, and the canonical address of each page. `/shop` and
 * `/templates` show the catalogue whose canonical address is `/shopping` (decision 0003); not-found pages and
 * the editor are never indexed.
 */
const CANONICAL_ELSEWHERE: Record<string, string> = { "/shop": "/shopping", "/templates": "/shopping" };
const NEVER_INDEXED = /^\/(?:404|service-not-found|template-not-found|admin)(?:\/|$)/;

export function canonicalPath(path: string): string {
  return CANONICAL_ELSEWHERE[path] ?? path;
}

export function isIndexedPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return !(trimmed in CANONICAL_ELSEWHERE) && !NEVER_INDEXED.test(trimmed);
}
