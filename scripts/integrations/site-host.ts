/**
 * The host integration: Astro's adapter for our own servers. Astro computes each page's Content-Security-Policy
 * (hashes of every inline script it wrote) and hands it to adapters that declare `staticHeaders`; this one
 * records each page's file and script hashes in `<outDir>/site-manifest.json`, which the Node server reads,
 * writes the edge's `client/_headers` and nginx's `<outDir>/nginx-site.conf` from the same policy
 * (scripts/lib/static-host-headers.ts, scripts/lib/nginx-site.ts), and precompresses the text files.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import { isSearchPage } from "#contracts/search.ts";
import { NGINX_SITE_FILE, nginxSiteConf } from "#scripts/lib/nginx-site.ts";
import { staticHostHeaders } from "#scripts/lib/static-host-headers.ts";
import { SITE_MANIFEST_FILE, type SiteManifest } from "#server/site-manifest.ts";
import { COMPRESSIBLE } from "#server/site-routing.ts";
import { scriptHashesOf } from "./csp-hashes.ts";

const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** `/` → `index.html`, `/about` → `about.html` (Astro's `build.format: "file"`). */
const pageFile = (pathname: string) => (pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`);

export function siteHost({
  outDir,
  emailConfigured,
  editor,
}: {
  outDir: string;
  emailConfigured: boolean;
  /** The browser editor's page (written by the content-editor integration) and where it saves. */
  editor?: { path: string; file: string; origins: NonNullable<SiteManifest["editorOrigins"]> };
}): AstroIntegration {
  const scriptHashes = new Map<string, string[]>();
  return {
    name: "serendib-site-host",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "serendib-site-host",
          entrypointResolution: "auto",
          supportedAstroFeatures: {
            staticOutput: "stable",
            hybridOutput: "unsupported",
            serverOutput: "unsupported",
            sharpImageService: "stable",
            // The site uses public build-time values only (astro:env/client); no secret is read.
            envGetSecret: {
              support: "unsupported",
              message: "The site reads only public build-time values; no secrets.",
              suppress: "all",
            },
          },
          adapterFeatures: { buildOutput: "static", staticHeaders: true, preserveBuildClientDir: true },
        });
      },
      "astro:build:generated": ({ routeToHeaders }) => {
        for (const [pathname, { headers, route }] of routeToHeaders) {
          // Endpoints (robots.txt, llms.txt, share images) are files, not pages.
          if (route.type !== "page") continue;
          scriptHashes.set(pathname, scriptHashesOf(headers.get("content-security-policy") ?? ""));
        }
      },
      "astro:build:done": ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const pages: SiteManifest["pages"] = {};
        for (const [pathname, hashes] of scriptHashes)
          pages[pathname] = {
            file: pageFile(pathname),
            scriptHashes: hashes,
            // Only the search page loads Pagefind, which runs WebAssembly.
            ...(isSearchPage(pathname) ? { wasm: true as const } : {}),
          };
        if (editor) pages[editor.path] = { file: editor.file, scriptHashes: [], policy: "editor" };
        // Static HTML copied from public/ (template demos) is served at its own path; its scripts are files.
        for (const file of walk(clientDir)) {
          const rel = relative(clientDir, file).split("\\").join("/");
          if (!rel.endsWith(".html") || Object.values(pages).some((page) => page.file === rel)) continue;
          pages[`/${rel}`] = { file: rel, scriptHashes: [] };
        }
        const manifest: SiteManifest = {
          pages,
          emailApiOrigin: emailConfigured ? EMAILJS_API_ORIGIN : null,
          ...(editor ? { editorOrigins: editor.origins } : {}),
        };
        writeFileSync(join(outDir, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
        // nginx serves the files with the same headers through this include (deploy/nginx/).
        writeFileSync(join(outDir, NGINX_SITE_FILE), nginxSiteConf(manifest));
        // The edge's static assets read their headers from this file; the Node server never serves it.
        writeFileSync(join(clientDir, "_headers"), staticHostHeaders(manifest));
        // The edge compresses by itself: the precompressed copies (for the Node server) are not uploaded.
        writeFileSync(join(clientDir, ".assetsignore"), "*.br\n*.gz\n");

        let compressed = 0;
        for (const file of walk(clientDir)) {
          // Files that come precompressed (the editor's bundle) keep their forms.
          if (!COMPRESSIBLE.test(file) || existsSync(`${file}.br`)) continue;
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          compressed++;
        }
        logger.info(
          `${Object.keys(pages).length} pages in ${SITE_MANIFEST_FILE}, ${compressed} files precompressed, email service ${emailConfigured ? "configured" : "not configured"}.`,
        );
      },
    },
  };
}
