/**
 * After `react-router build`: hash every page's inline scripts for the Content-Security-Policy, record the
 * pages in build/site-manifest.json for the server, and precompress text files (brotli and gzip).
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadEnv } from "vite";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../server/site-manifest.ts";
import { inlineScriptHashes } from "./lib/inline-script-hashes.ts";
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

function pagePath(file: string): string {
  const path = `/${relative(clientDir, file)}`.replace(/\/?index\.html$/, "");
  return path === "" ? "/" : path;
}

// Served only for paths that are not pre-rendered, which the server answers with the 404 page instead.
rmSync(join(clientDir, "__spa-fallback.html"), { force: true });

const files = walk(clientDir);
const pages: SiteManifest["pages"] = {};
for (const file of files.filter((f) => f.endsWith("/index.html") || f === join(clientDir, "index.html"))) {
  pages[pagePath(file)] = {
    file: relative(clientDir, file),
    scriptHashes: inlineScriptHashes(readFileSync(file, "utf8")),
  };
}

const env = { ...loadEnv("production", root, "VITE_"), ...process.env };
const emailConfigured = Boolean(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID);
const manifest: SiteManifest = { pages, emailApiOrigin: emailConfigured ? EMAILJS_API_ORIGIN : null };
writeFileSync(join(buildDir, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

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
  `postbuild: ${Object.keys(pages).length} pages hashed for CSP, ${compressed} files precompressed, email service ${emailConfigured ? "configured" : "not configured"}.`,
);
