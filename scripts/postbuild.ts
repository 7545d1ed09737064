/**
 * After `react-router build`: inline the stylesheet and start the client code after load (deferred-boot.ts) in
 * every pre-rendered page, hash every HTML file's inline scripts for the Content-Security-Policy, record
 * them in build/site-manifest.json for the server, write the static-host files (headers, 404 page) from the
 * same policy, and precompress text files (brotli and gzip).
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadEnv } from "vite";
import { NOT_FOUND_PATH, prerenderPaths } from "../app/content/site-map.ts";
import { SITE_MANIFEST_FILE, type SiteManifest, SPA_FALLBACK_FILE } from "../server/site-manifest.ts";
import { deferBoot } from "./lib/deferred-boot.ts";
import { inlineScriptHashes } from "./lib/inline-script-hashes.ts";
import { staticHostHeaders } from "./lib/static-host-headers.ts";
import { generateSiteFiles } from "./site-files/generate-site-files.ts";

const root = join(import.meta.dirname, "..");
const buildDir = join(root, "build");
const clientDir = join(buildDir, "client");
const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * The stylesheet (≈12 KB with brotli) is inlined into each pre-rendered page, so the first paint waits for no
 * stylesheet request. The <link> stays, `disabled`, so that the browser neither downloads nor applies it (a
 * `media="print"` link would still be downloaded during load): it must stay because React hydrates <head> by
 * matching each <link> on rel and href (a missing one would make React render the whole document again).
 * React does not compare other attributes, and it skips <style data-precedence>.
 */
function inlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g, (_tag, href: string) => {
    const css = readFileSync(join(clientDir, href), "utf8").replaceAll("</style", "<\\/style");
    return `<style data-precedence="inlined" data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
}

/** Pre-rendered routes live at <path>/index.html and are served at <path>; other HTML files at their own path. */
const prerendered = new Map(
  prerenderPaths().map((path) => [path === "/" ? "index.html" : `${path.slice(1)}/index.html`, path]),
);
const pages: SiteManifest["pages"] = {};
for (const file of walk(clientDir).filter((f) => f.endsWith(".html"))) {
  const relativeFile = relative(clientDir, file);
  const url = prerendered.get(relativeFile) ?? `/${relativeFile}`;
  let html = readFileSync(file, "utf8");
  if (prerendered.has(relativeFile) || relativeFile === SPA_FALLBACK_FILE) {
    const deferred = deferBoot(inlineStylesheets(html));
    html = deferred.html;
    writeFileSync(file, html);
    if (deferred.bootModule)
      writeFileSync(join(clientDir, deferred.bootModule.href), deferred.bootModule.code);
  }
  pages[url] = { file: relativeFile, scriptHashes: inlineScriptHashes(html) };
}
const missing = [...prerendered.values()].filter((path) => !pages[path]);
if (missing.length) throw new Error(`Pre-rendered pages missing from the build: ${missing.join(", ")}`);

const env = { ...loadEnv("production", root, "VITE_"), ...process.env };
const emailConfigured = Boolean(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID);
const manifest: SiteManifest = { pages, emailApiOrigin: emailConfigured ? EMAILJS_API_ORIGIN : null };
writeFileSync(join(buildDir, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

// For a static host: the same headers as the server sends, and the not-found page where hosts look for it.
writeFileSync(join(clientDir, "_headers"), staticHostHeaders(manifest));
copyFileSync(join(clientDir, NOT_FOUND_PATH.slice(1), "index.html"), join(clientDir, "404.html"));

// sitemap.xml, robots.txt, llms.txt, share images, agent tool data.
await generateSiteFiles(clientDir);

let compressed = 0;
for (const file of walk(clientDir)) {
  if (!/\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|data|ico)$/.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}

console.log(
  `postbuild: ${Object.keys(pages).length} HTML files hashed for CSP, ${compressed} files precompressed, email service ${emailConfigured ? "configured" : "not configured"}.`,
);
