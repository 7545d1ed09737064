/**
 * How the built site answers, written once: the Node server (server/static-site.ts) and the edge Worker
 * (edge/worker.ts) follow these rules, and the build writes the edge's headers file from them
 * (scripts/integrations/site-host.ts). Portable: no Node API.
 */

/** Pages that stand for a missing address: always sent with status 404, even at their own path. */
export const NOT_FOUND_PAGES = ["/404", "/service-not-found", "/template-not-found"] as const;

/** An unknown id in these sections gets the section's own not-found page (its links fit the section). */
const SECTION_NOT_FOUND: Record<string, (typeof NOT_FOUND_PAGES)[number]> = {
  services: "/service-not-found",
  templates: "/template-not-found",
};

/** The status a page is sent with. */
export const pageStatus = (path: string): 200 | 404 =>
  (NOT_FOUND_PAGES as readonly string[]).includes(path) ? 404 : 200;

/** The not-found page for an address the site does not have: its section's, or the site's. */
export function notFoundPageFor(path: string): (typeof NOT_FOUND_PAGES)[number] {
  const section = /^\/([a-z0-9-]+)\/[^/]+$/.exec(path)?.[1];
  return (section && SECTION_NOT_FOUND[section]) || "/404";
}

/**
 * A form posted without JavaScript (nothing it sends is kept) goes back to its page with 303, which says how
 * to reach the agency directly. Its data never reaches an address bar.
 */
export const FORM_POST_STATUS = 303;

/**
 * The paths the edge Worker sees before the static files (wrangler.jsonc `assets.run_worker_first`): the API,
 * the sections with their own not-found page, and the not-found pages (sent with 404 at their own path).
 * Everything else is a file, or the site's 404 page from the platform's own not-found handling.
 */
export const EDGE_WORKER_FIRST = [
  "/api/*",
  ...Object.keys(SECTION_NOT_FOUND).map((section) => `/${section}/*`),
  ...NOT_FOUND_PAGES,
] as const;

/** Built files that are instructions for a host, never content. */
export const HOST_FILES = ["/_headers", "/_redirects", "/.assetsignore"] as const;
