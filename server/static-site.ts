import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import {
  isSearchPage,
  SEARCH_RECORDS_FILE,
  type SearchRecords,
  searchRecordsSchema,
} from "#contracts/search.ts";
import { type BuiltFileSender, builtFileSender, revalidate, type SendAs } from "./built-files.ts";
import { queryOf, type SiteSearch, searchAnswer, siteSearch } from "./search/search.ts";
import { baseHeaders, CACHE_REVALIDATE, cacheControlFor, documentHeaders } from "./security-headers.ts";
import { SITE_MANIFEST_FILE, type SiteManifest, siteManifestSchema } from "./site-manifest.ts";
import { FORM_POST_STATUS, HOST_FILES, notFoundPageFor, pageStatus } from "./site-routing.ts";

/** A page of the build: its file (`about.html`), and the headers and status it is sent with. */
interface BuiltPage extends SendAs {
  file: string;
}

export interface BuiltSite {
  /** The build's files (`<build>/client`), read per request. */
  clientDir: string;
  /** The pre-rendered pages by URL path ("/", "/about", "/demo/index.html"), from the site manifest. */
  pages: Map<string, BuiltPage>;
  /** The records the search page's script-free answer searches (server/search/), when the build wrote them. */
  search?: { records: SearchRecords; search: SiteSearch };
}

/**
 * Reads the site manifest at start: each page's file and every header it is sent with (its own CSP, the
 * document and base headers, `no-cache`). The files themselves are read when asked for (server/built-files.ts).
 */
export function loadSite(buildDir: string): BuiltSite {
  const manifestPath = join(buildDir, SITE_MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new Error(`No build found at ${buildDir}: run \`npm run build\` first.`);
  }
  const manifest: SiteManifest = siteManifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8")));
  const clientDir = join(buildDir, "client");
  const pages = new Map<string, BuiltPage>();
  for (const [path, page] of Object.entries(manifest.pages)) {
    if (!existsSync(join(clientDir, page.file)))
      throw new Error(`The build has no ${page.file} for ${path}.`);
    const headers = documentHeaders({
      scriptHashes: page.scriptHashes,
      emailApiOrigin: manifest.emailApiOrigin,
      policy: page.policy,
      wasm: page.wasm,
      editorOrigins: manifest.editorOrigins,
    });
    pages.set(path, {
      file: page.file,
      headers: { ...baseHeaders, ...headers, "Cache-Control": CACHE_REVALIDATE },
      status: pageStatus(path),
    });
  }
  if (!pages.has("/404")) throw new Error("The build has no /404 page.");
  const recordsPath = join(buildDir, SEARCH_RECORDS_FILE);
  if (!existsSync(recordsPath)) return { clientDir, pages };
  const records = searchRecordsSchema.parse(JSON.parse(readFileSync(recordsPath, "utf8")));
  return { clientDir, pages, search: { records, search: siteSearch(records) } };
}

/**
 * Addresses that are never a file's own: the pages' HTML (sent only as the pages of the manifest, with their
 * headers), the compressed forms (sent only as forms of their file), the instructions for a host.
 */
const notAFileAddress = (path: string) =>
  /\.(?:html|br|gz)$/.test(path) || (HOST_FILES as readonly string[]).includes(path);

/** The pages and files of the build at their own addresses (GET and HEAD), each with its headers. */
function builtFiles(site: BuiltSite, send: BuiltFileSender): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path;
    const page = site.pages.get(path);
    // The search page asked with a query (a visitor without script): its results written into its HTML.
    const query = page && site.search && isSearchPage(path) ? queryOf(c.req.url) : "";
    if (page && site.search && query) {
      const html = await readFile(join(site.clientDir, page.file), "utf8");
      const body = searchAnswer(html, { path, query, ...site.search });
      const headers = {
        ...page.headers,
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      };
      return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
    }
    if (page) return (await send.file(c, page.file, page)) ?? next();
    if (notAFileAddress(path)) return next();
    const headers = { ...baseHeaders, "Cache-Control": cacheControlFor(path) };
    return (await send.atAddress(c, { headers, status: 200 })) ?? next();
  };
}

/**
 * What is not a built file at its address, by the site's rules (server/site-routing.ts), which the edge Worker
 * follows too: form posts back to their page, trailing slashes, the not-found pages with status 404.
 */
function siteRules(site: BuiltSite, send: BuiltFileSender): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    // A form posted without JavaScript: back to its page (server/site-routing.ts).
    if (c.req.method === "POST" && site.pages.has(path)) return c.redirect(path, FORM_POST_STATUS);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();

    // "/about/" → "/about"; a static folder "/demo/" or "/demo" → "/demo/index.html".
    const trimmed = path.replace(/\/+$/, "");
    const search = () => new URL(c.req.url).search;
    if (trimmed !== path && site.pages.has(trimmed)) return c.redirect(`${trimmed}${search()}`, 301);
    if (site.pages.has(`${trimmed}/index.html`)) return c.redirect(`${trimmed}/index.html${search()}`, 301);

    // Unknown service and template ids get their own not-found pages; every other unknown path the site's.
    const notFound = site.pages.get(notFoundPageFor(path)) ?? site.pages.get("/404")!;
    return (await send.file(c, notFound.file, { ...notFound, status: 404 })) ?? c.notFound();
  };
}

/**
 * Everything outside /api on the Node server: the build's pages and files, then the site's rules, with 304 for
 * a validator the client already has.
 */
export function serveSite(site: BuiltSite): MiddlewareHandler {
  const send = builtFileSender(site.clientDir);
  return every(revalidate(), builtFiles(site, send), siteRules(site, send));
}
