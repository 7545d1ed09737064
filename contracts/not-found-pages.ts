/**
 * The pages that stand for a missing address, listed once. The servers send them with status 404, even at their
 * own path (server/site-routing.ts); the site builds each from its content, lists it among its pages and says
 * `noindex` on it (src/lib/build/site-pages.ts, src/lib/build/indexed-paths.ts).
 */
import { localeOfPath, localizedPath } from "./locales.ts";

/** The not-found pages, by their English address; each language has its own (`/si/404`). */
export const NOT_FOUND_PAGES = ["/404", "/service-not-found", "/template-not-found"] as const;

export type NotFoundPage = (typeof NOT_FOUND_PAGES)[number];

/** A not-found page, in any language. */
export const isNotFoundPage = (path: string): boolean =>
  (NOT_FOUND_PAGES as readonly string[]).includes(localizedPath(path, "en"));

/** The not-found page `page` in the language of `path` (`/si/services/x` → `/si/service-not-found`). */
export const notFoundPageIn = (page: NotFoundPage, path: string): string =>
  localizedPath(page, localeOfPath(path));
