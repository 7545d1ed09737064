import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { CACHE_REVALIDATE, cacheControlFor, documentHeaders } from "./security-headers.ts";
import { SITE_MANIFEST_FILE, type SiteManifest, siteManifestSchema } from "./site-manifest.ts";
import { FORM_POST_STATUS, HOST_FILES, notFoundPageFor, pageStatus } from "./site-routing.ts";

interface LoadedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  headers: Record<string, string>;
}

/** Reads the build: every pre-rendered page is held in memory, with its compressed forms and headers. */
export function loadSite(buildDir: string) {
  const manifestPath = join(buildDir, SITE_MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new Error(`No build found at ${buildDir}: run \`npm run build\` first.`);
  }
  const manifest: SiteManifest = siteManifestSchema.parse(JSON.parse(readFileSync(manifestPath, "utf8")));
  const clientDir = join(buildDir, "client");
  const pages = new Map<string, LoadedPage>();
  for (const [path, page] of Object.entries(manifest.pages)) {
    const file = join(clientDir, page.file);
    const html = readFileSync(file);
    // the build (scripts/integrations/site-host.ts) precompressed the pages; compress here only what it left out (tiny files, tests).
    const precompressed = (suffix: string, compress: (body: Buffer) => Buffer) =>
      existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : compress(html);
    pages.set(path, {
      html,
      br: precompressed(".br", (body) =>
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      ),
      gzip: precompressed(".gz", (body) => gzipSync(body, { level: 6 })),
      headers: documentHeaders({
        scriptHashes: page.scriptHashes,
        emailApiOrigin: manifest.emailApiOrigin,
        policy: page.policy,
        editorOrigins: manifest.editorOrigins,
      }),
    });
  }
  const notFound = pages.get("/404");
  if (!notFound) throw new Error("The build has no /404 page.");
  return { clientDir, pages, notFound };
}

export type LoadedSite = ReturnType<typeof loadSite>;

function sendPage(c: Context, page: LoadedPage, status: 200 | 404) {
  const accepts = c.req.header("Accept-Encoding") ?? "";
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [page.br, "br"]
    : /\bgzip\b/.test(accepts)
      ? [page.gzip, "gzip"]
      : [page.html, null];
  const headers: Record<string, string> = {
    ...page.headers,
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": CACHE_REVALIDATE,
    Vary: "Accept-Encoding",
    "Content-Length": String(body.length),
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}

/**
 * Serves pages, then files of the build, then the not-found page with status 404 (Node only: files from
 * disk). The rules are the site's (server/site-routing.ts), which the edge Worker follows too.
 */
export function staticSite(site: LoadedSite): MiddlewareHandler {
  const files = serveStatic({ root: site.clientDir, precompressed: true });
  return async (c, next) => {
    const path = c.req.path;
    // A form posted without JavaScript: back to its page (server/site-routing.ts).
    if (c.req.method === "POST" && site.pages.has(path)) return c.redirect(path, FORM_POST_STATUS);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const page = site.pages.get(path);
    if (page) return sendPage(c, page, pageStatus(path));

    if (path.length > 1 && path.endsWith("/")) {
      // "/about/" → "/about"; a static folder "/demo/" → "/demo/index.html".
      const search = new URL(c.req.url).search;
      const trimmed = path.replace(/\/+$/, "");
      if (site.pages.has(trimmed)) return c.redirect(`${trimmed}${search}`, 301);
      if (site.pages.has(`${path}index.html`)) return c.redirect(`${path}index.html${search}`, 301);
    }

    // HTML is only ever served from the page table above, with its headers; other files from the build.
    if (!path.endsWith(".html") && !(HOST_FILES as readonly string[]).includes(path)) {
      const response = await files(c, async () => {});
      if (response) {
        response.headers.set("Cache-Control", cacheControlFor(path));
        return response;
      }
    }
    return sendPage(c, notFoundPage(path, site), 404);
  };
}

/** Unknown service and template ids get their own not-found pages; every other unknown path the site's. */
function notFoundPage(path: string, site: LoadedSite): LoadedPage {
  return site.pages.get(notFoundPageFor(path)) ?? site.notFound;
}
