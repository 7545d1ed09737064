/**
 * Link check over the built site: every internal link, image, font, stylesheet and script on every page
 * (pre-rendered pages and static HTML under build/client) resolves to a page or a file, and every in-page
 * `#anchor` exists on its target page. Exits non-zero on the first run with broken references.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../server/site-manifest.ts";

const buildDir = join(import.meta.dirname, "..", "build");
const clientDir = join(buildDir, "client");
const manifest: SiteManifest = JSON.parse(readFileSync(join(buildDir, SITE_MANIFEST_FILE), "utf8"));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The URL path a file is served at. */
function urlOf(file: string): string {
  const path = `/${relative(clientDir, file)}`;
  const page = Object.entries(manifest.pages).find(([, p]) => `/${p.file}` === path);
  return page ? page[0] : path;
}

const htmlFiles = walk(clientDir).filter((file) => file.endsWith(".html"));
const idsByUrl = new Map<string, Set<string>>();
for (const file of htmlFiles) {
  const html = readFileSync(file, "utf8");
  idsByUrl.set(urlOf(file), new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
}

/** Attribute values come HTML-escaped ("&quot;" inside a style's url(), "&amp;" in a query). */
function decodeEntities(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

function references(rawHtml: string, fromUrl: string): string[] {
  const html = decodeEntities(rawHtml);
  const urls: string[] = [];
  for (const [, , value = ""] of html.matchAll(/\s(href|src)="([^"]*)"/g)) urls.push(value);
  for (const [, value = ""] of html.matchAll(/\ssrcset="([^"]*)"/gi)) {
    for (const candidate of value.split(",")) urls.push(candidate.trim().split(/\s+/)[0] ?? "");
  }
  for (const [, value = ""] of html.matchAll(/url\(["']?([^"')]+)["']?\)/g)) urls.push(value);
  return urls
    .map((url) => (url.startsWith("#") ? `${fromUrl}${url}` : url))
    .filter((url) => url && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url))
    .map((url) => new URL(url, `http://site${fromUrl}`))
    .map((url) => `${url.pathname}${url.hash}`);
}

function resolves(target: string): string | null {
  const [path = "", hash] = target.split("#");
  const normalised = path.length > 1 ? path.replace(/\/$/, "") : path;
  const isPage = normalised in manifest.pages;
  if (!isPage && !existsSync(join(clientDir, decodeURIComponent(normalised)))) return `missing ${path}`;
  if (isPage && normalised === "/404" && !hash) return "links to the not-found page";
  if (hash) {
    const ids = idsByUrl.get(normalised) ?? new Set();
    if (!ids.has(decodeURIComponent(hash))) return `no #${hash} on ${normalised}`;
  }
  return null;
}

const problems: string[] = [];
let checked = 0;
const cssFiles = walk(clientDir).filter((file) => file.endsWith(".css"));
for (const file of [...htmlFiles, ...cssFiles]) {
  const from = urlOf(file);
  for (const target of new Set(references(readFileSync(file, "utf8"), from))) {
    checked++;
    const problem = resolves(target);
    if (problem) problems.push(`${from} → ${target}: ${problem}`);
  }
}

if (problems.length) {
  console.error(`Broken references (${problems.length}):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `link check: ${checked} references from ${htmlFiles.length} HTML and ${cssFiles.length} CSS files all resolve`,
);
