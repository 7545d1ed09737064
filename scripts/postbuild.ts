/**
 * After `react-router build`: hash every page's inline scripts for the Content-Security-Policy, record the
 * pages in build/site-manifest.json for the server, and precompress text files (brotli and gzip).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadEnv } from "vite";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../server/site-manifest.ts";

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

/** sha256 of each inline <script> body, in the form CSP expects. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/.test(attributes) || body === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

function pagePath(file: string): string {
  const path = `/${relative(clientDir, file)}`.replace(/\/?index\.html$/, "");
  return path === "" ? "/" : path;
}

// Served only for paths that are not pre-rendered, which the server answers with the 404 page instead.
rmSync(join(clientDir, "__spa-fallback.html"), { force: true });

const files = walk(clientDir);
const pages: SiteManifest["pages"] = {};
for (const file of files.filter((f) => f.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const entry = { file: relative(clientDir, file), scriptHashes: inlineScriptHashes(html) };
  // Pre-rendered routes answer at their directory path ("/about"). Static pages copied from public/
  // (the template demos, /404-error-page.html) answer at their own file path, index.html included.
  const isRoute = html.includes("__reactRouterContext");
  if (isRoute && file.endsWith("/index.html")) pages[pagePath(file)] = entry;
  if (!isRoute) pages[`/${entry.file}`] = entry;
}

const env = loadEnv("production", root, "VITE_");
const emailConfigured = Boolean(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID);
const manifest: SiteManifest = { pages, emailApiOrigin: emailConfigured ? EMAILJS_API_ORIGIN : null };
writeFileSync(join(buildDir, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

let compressed = 0;
for (const file of files) {
  if (!/\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|data|ico)$/.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}

console.log(
  `postbuild: ${Object.keys(pages).length} pages hashed for CSP, ${compressed} files precompressed, email service ${emailConfigured ? "configured" : "not configured"}.`,
);
