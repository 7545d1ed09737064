/**
 * How the built site answers, written once: the Node server (server/static-site.ts) and the edge Worker
 * (edge/worker.ts) follow these rules, and the build writes the edge's headers file from them
 * (scripts/integrations/site-host.ts). Portable: no Node API.
 */

import { localizedPath } from "#contracts/locales.ts";
import { isNotFoundPage, type NotFoundPage, notFoundPageIn } from "#contracts/not-found-pages.ts";

/** An unknown id in these sections gets the section's own not-found page (its links fit the section). */
const SECTION_NOT_FOUND: Record<string, NotFoundPage> = {
  services: "/service-not-found",
  templates: "/template-not-found",
};

/** The status a page is sent with: 404 for the not-found pages, even at their own path. */
export const pageStatus = (path: string): 200 | 404 => (isNotFoundPage(path) ? 404 : 200);

/**
 * The not-found page for an address the site does not have: its section's, or the site's, in the language of
 * the address (`/si/services/x` → `/si/service-not-found`).
 */
export function notFoundPageFor(path: string): string {
  const section = /^\/([a-z0-9-]+)\/[^/]+$/.exec(localizedPath(path, "en"))?.[1];
  return notFoundPageIn((section && SECTION_NOT_FOUND[section]) || "/404", path);
}

/**
 * A form posted without JavaScript (nothing it sends is kept) goes back to its page with 303, which says how
 * to reach the agency directly. Its data never reaches an address bar.
 */
export const FORM_POST_STATUS = 303;

/** Built files that are instructions for a host, never content. */
export const HOST_FILES = ["/_headers", "/_redirects", "/.assetsignore"] as const;

/**
 * Built files that are text, worth compressing: the build precompresses them (.br and .gz beside each), and the
 * Node server sends those forms to clients that accept them.
 */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;
