import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { RequestListener } from "node:http";
import { join, relative, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { answer, type StoredFile, sendFile, storeFile } from "./file-store.ts";
import { baseHeaders, CACHE_REVALIDATE, cacheControlFor, documentHeaders } from "./security-headers.ts";
import { SITE_MANIFEST_FILE, type SiteManifest, siteManifestSchema } from "./site-manifest.ts";
import { FORM_POST_STATUS, HOST_FILES, notFoundPageFor, pageStatus } from "./site-routing.ts";

export interface LoadedSite {
  /** The pre-rendered pages by URL path ("/", "/about", "/demo/index.html"), with their security headers. */
  pages: Map<string, StoredFile>;
  /** Every other built file by URL path ("/_astro/app.1a2b.js", "/robots.txt"). */
  files: Map<string, StoredFile>;
  notFound: StoredFile;
}

/**
 * Reads the whole build into memory once, at start: each page and file with its precompressed forms, strong
 * ETags and every header it is sent with (the base headers too). Serving it then never touches the disk, nor
 * builds a header (server/file-store.ts).
 */
export function loadSite(buildDir: string): LoadedSite {
  const manifestPath = join(buildDir, SITE_MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new Error(`No build found at ${buildDir}: run \`npm run build\` first.`);
  }
  const manifest: SiteManifest = siteManifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8")));
  const clientDir = join(buildDir, "client");
  const optional = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  const read = (rel: string) => {
    const file = join(clientDir, rel);
    return { name: rel, body: readFileSync(file), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
  };

  const pages = new Map<string, StoredFile>();
  for (const [path, page] of Object.entries(manifest.pages)) {
    const headers = documentHeaders({
      scriptHashes: page.scriptHashes,
      emailApiOrigin: manifest.emailApiOrigin,
      policy: page.policy,
      editorOrigins: manifest.editorOrigins,
    });
    pages.set(
      path,
      storeFile({
        ...read(page.file),
        cacheControl: CACHE_REVALIDATE,
        headers: { ...baseHeaders, ...headers },
      }),
    );
  }

  const files = new Map<string, StoredFile>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/");
    const path = `/${rel}`;
    // HTML only ever from the page table, with its headers; the compressed forms belong to their file.
    if (rel.endsWith(".html") || (HOST_FILES as readonly string[]).includes(path)) continue;
    if (/\.(?:br|gz)$/.test(rel) && existsSync(join(clientDir, rel.slice(0, -3)))) continue;
    files.set(path, storeFile({ ...read(rel), cacheControl: cacheControlFor(path), headers: baseHeaders }));
  }

  const notFound = pages.get("/404");
  if (!notFound) throw new Error("The build has no /404 page.");
  return { pages, files, notFound };
}

/** The page or file built for exactly this path, with the status it is sent with (server/site-routing.ts). */
function builtFile(site: LoadedSite, path: string): { file: StoredFile; status: 200 | 404 } | undefined {
  const page = site.pages.get(path);
  if (page) return { file: page, status: pageStatus(path) };
  const file = site.files.get(path);
  return file && { file, status: 200 };
}

/**
 * The pages and files of the build at their own addresses (GET and HEAD), answered before anything else: their
 * answers are complete, base headers included.
 */
export function builtFiles(site: LoadedSite): MiddlewareHandler {
  return async (c, next) => {
    const found = c.req.method === "GET" || c.req.method === "HEAD" ? builtFile(site, c.req.path) : undefined;
    return found ? sendFile(c, found.file, found.status) : next();
  };
}

/**
 * The same answers as `builtFiles`, straight from `node:http` in front of the Hono app (most requests: they skip
 * making a Request, a Response and a Headers): a GET or HEAD whose path, the query aside, is exactly a built
 * page's or file's. Every other request goes to `app`.
 */
export function builtFilesFirst(site: LoadedSite, app: RequestListener): RequestListener {
  return (req, res) => {
    const { method = "", url = "" } = req;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const found =
      (method === "GET" || method === "HEAD") && !path.includes("%") ? builtFile(site, path) : undefined;
    if (!found) return app(req, res);
    const { status, headers, body } = answer(found.file, found.status, {
      method,
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
    });
    res.writeHead(status, headers);
    res.end(body);
  };
}

/**
 * What is not a built file at its address, by the site's rules (server/site-routing.ts), which the edge Worker
 * follows too: form posts back to their page, trailing slashes, the not-found pages with status 404.
 */
export function siteRules(site: LoadedSite): MiddlewareHandler {
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
    return sendFile(c, site.pages.get(notFoundPageFor(path)) ?? site.notFound, 404);
  };
}
