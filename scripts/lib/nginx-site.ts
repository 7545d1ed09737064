import { isSearchPage } from "#contracts/search.ts";
import { CONTENT_TYPES } from "#server/content-types.ts";
import {
  baseHeaders,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  documentHeaders,
} from "#server/security-headers.ts";
import type { SiteManifest } from "#server/site-manifest.ts";
import { HOST_FILES, pageStatus } from "#server/site-routing.ts";

/**
 * The nginx include that serves the build as the Node server does (deploy/nginx/serendib-digital.conf includes
 * it in its `server` block), written by the build beside the manifest from the same policy
 * (server/security-headers.ts) and rules (server/site-routing.ts):
 * - each page at its own address, with its own security headers (its Content-Security-Policy's script hashes)
 *   and `no-cache`; the precompressed `.gz` beside it when the client takes gzip;
 * - hashed build files (`/_astro/`) for a year, pictures and fonts for a day, other files revalidated, each with
 *   the base headers and the Node server's content type;
 * - everything the files cannot answer goes to the Node server (`@node`, defined by the recipe): other methods
 *   (form posts), not-found pages (sent with status 404), unknown addresses, trailing slashes, the host's own
 *   files, the HTML and compressed files at their file names.
 */
export const NGINX_SITE_FILE = "nginx-site.conf";

const quoted = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
const block = (head: string, lines: string[]) => [`${head} {`, ...lines.map((line) => `  ${line}`), "}"];
/** Only GET and HEAD are files; anything else (a form posted without script) is the Node server's. */
const ONLY_READS = "if ($request_method !~ ^(GET|HEAD)$) { return 418; }";

export function nginxSiteConf(manifest: SiteManifest): string {
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => `${quoted(type)} ${extension};`);
  const fileHeaders = (cacheControl: string) =>
    headerLines({ ...baseHeaders, "Cache-Control": cacheControl });
  const pages = Object.entries(manifest.pages)
    // The search page is Node's to serve: it answers `?q=` with results for a visitor without script.
    .filter(([path]) => !isSearchPage(path))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, page]) =>
      pageStatus(path) === 404
        ? block(`location = ${path}`, ["return 418;"])
        : block(`location = ${path}`, [
            ONLY_READS,
            ...headerLines({
              ...baseHeaders,
              ...documentHeaders({
                scriptHashes: page.scriptHashes,
                emailApiOrigin: manifest.emailApiOrigin,
                policy: page.policy,
                wasm: page.wasm,
                editorOrigins: manifest.editorOrigins,
              }),
              "Cache-Control": CACHE_REVALIDATE,
            }),
            `try_files /${page.file} @node;`,
          ]),
    );
  return [
    "# Written by the build (scripts/lib/nginx-site.ts): do not edit. Included by deploy/nginx/serendib-digital.conf.",
    ...block("types", types),
    "gzip_static on;",
    "gzip_vary on;",
    "error_page 418 = @node;",
    ...block("location ^~ /_astro/", [ONLY_READS, ...fileHeaders(CACHE_IMMUTABLE), "try_files $uri @node;"]),
    ...block("location /", [
      ONLY_READS,
      ...fileHeaders(CACHE_REVALIDATE),
      "try_files $uri @node;",
      ...block("location ~* \\.(?:avif|webp|jpe?g|png|svg|ico|woff2)$", [
        ONLY_READS,
        ...fileHeaders(CACHE_SHORT),
        "try_files $uri @node;",
      ]),
      // Pages only at their addresses; compressed forms only through Accept-Encoding.
      ...block("location ~ \\.(?:html|br|gz)$", ["return 418;"]),
    ]),
    ...HOST_FILES.flatMap((path) => block(`location = ${path}`, ["return 418;"])),
    ...pages,
    "",
  ].join("\n");
}
