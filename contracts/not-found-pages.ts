/**
 * The pages that stand for a missing address, listed once. The servers send them with status 404, even at their
 * own path (server/site-routing.ts); the site builds each from its content, lists it among its pages and says
 * `noindex` on it (src/lib/site-pages.ts, src/lib/indexed-paths.ts).
 */
export const NOT_FOUND_PAGES = ["/404", "/service-not-found", "/template-not-found"] as const;

export type NotFoundPage = (typeof NOT_FOUND_PAGES)[number];

export const isNotFoundPage = (path: string): path is NotFoundPage =>
  (NOT_FOUND_PAGES as readonly string[]).includes(path);
