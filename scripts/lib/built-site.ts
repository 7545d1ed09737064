/**
 * Reading a finished build (`dist-e2e/` after `npm run build:e2e`, or the folder in BUILD_DIR) for the checks
 * that run after it (scripts/check-*.ts): the site manifest the host integration wrote, the client module graph
 * Vite produced (client-chunks.json), the files under client/, and the tags of a built page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT_CHUNKS_FILE, type ClientChunks } from "#scripts/integrations/client-chunks.ts";
import { SITE_MANIFEST_FILE, type SiteManifest, siteManifestSchema } from "#server/site-manifest.ts";

export const ROOT = join(import.meta.dirname, "..", "..");

export interface BuiltSite {
  buildDir: string;
  clientDir: string;
  manifest: SiteManifest;
  chunks: ClientChunks;
}

/** The build in `buildDir` (default: BUILD_DIR or dist-e2e). */
export function readBuild(buildDir = join(ROOT, process.env.BUILD_DIR ?? "dist-e2e")): BuiltSite {
  const manifestFile = join(buildDir, SITE_MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new Error(`No build at ${buildDir}: run \`npm run build:e2e\` first.`);
  const everything = siteManifestSchema.parse(JSON.parse(readFileSync(manifestFile, "utf8")));
  // The editor's page (/admin, its own policy) is a tool for the staff, not a page of the site: the site's
  // checks leave it out; its own end-to-end test covers it (tests/e2e/editor-admin.spec.ts).
  const manifest = {
    ...everything,
    pages: Object.fromEntries(
      Object.entries(everything.pages).filter(([, page]) => page.policy !== "editor"),
    ),
  };
  const chunksFile = join(buildDir, CLIENT_CHUNKS_FILE);
  const chunks: ClientChunks = existsSync(chunksFile) ? JSON.parse(readFileSync(chunksFile, "utf8")) : {};
  return { buildDir, clientDir: join(buildDir, "client"), manifest, chunks };
}

export function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Files of `dir` as site paths ("/a/b.html"), with `/` separators. */
export const sitePathsUnder = (dir: string, filter: (path: string) => boolean = () => true) =>
  walk(dir)
    .map((file) => `/${relative(dir, file).split("\\").join("/")}`)
    .filter(filter);

/** Pages Astro built (the manifest also lists static HTML copied from public/, which ends in .html). */
export const isAstroPage = (path: string) => !path.endsWith(".html");

/** "&quot;" and friends, as they appear in attribute values and text. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

export interface Tag {
  name: string;
  attributes: Record<string, string>;
  /** Text up to the closing tag, for <script>, <style> and <title>. */
  body?: string;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE))
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
  return attributes;
}

const RAW_TEXT = new Set(["script", "style", "title"]);

/** Every start tag named in `names` (lower case), with its attributes and, for raw-text elements, its body. */
export function tagsOf(html: string, names: readonly string[]): Tag[] {
  const wanted = new Set(names);
  const tags: Tag[] = [];
  const pattern = /<([a-z][a-z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const name = match[1]!.toLowerCase();
    let body: string | undefined;
    if (RAW_TEXT.has(name)) {
      // Skip the element's text: a "<" inside a script is not a tag.
      const end = html.indexOf(`</${name}`, pattern.lastIndex);
      body = html.slice(pattern.lastIndex, end === -1 ? undefined : end);
      if (end !== -1) pattern.lastIndex = end;
    }
    if (wanted.has(name))
      tags.push({ name, attributes: attributesOf(match[2] ?? ""), ...(body === undefined ? {} : { body }) });
  }
  return tags;
}

/** What a built page says about itself in its head. */
export interface BuiltHead {
  title: string;
  description: string;
  canonical?: string;
  robots?: string;
  meta: Record<string, string>;
  jsonLd: unknown[];
}

export function headOf(html: string): BuiltHead {
  const end = html.search(/<\/head>/i);
  const head = end === -1 ? html : html.slice(0, end);
  const tags = tagsOf(head, ["title", "meta", "link", "script"]);
  const meta: Record<string, string> = {};
  for (const { attributes } of tags.filter((tag) => tag.name === "meta")) {
    const key = attributes.property ?? attributes.name;
    if (key && attributes.content !== undefined) meta[key] = attributes.content;
  }
  return {
    title: decodeEntities(tags.find((tag) => tag.name === "title")?.body ?? "").trim(),
    description: meta.description ?? "",
    canonical: tags.find((tag) => tag.name === "link" && tag.attributes.rel === "canonical")?.attributes.href,
    robots: meta.robots,
    meta,
    jsonLd: tags
      .filter((tag) => tag.name === "script" && tag.attributes.type === "application/ld+json")
      .map((tag) => JSON.parse(tag.body ?? "null")),
  };
}

const gzipSizes = new Map<string, number>();

/** Bytes a browser downloads for a file of the build (gzip level 9, as the build precompresses). */
export function gzipSize(clientDir: string, sitePath: string): number {
  const file = join(clientDir, decodeURIComponent(sitePath));
  const cached = gzipSizes.get(file);
  if (cached !== undefined) return cached;
  const size = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
  gzipSizes.set(file, size);
  return size;
}

/** The origin the build was made for (`VITE_SITE_URL`), read from the canonical link of the not-found page. */
export function siteOrigin(site: BuiltSite): string {
  const notFound = site.manifest.pages["/404"];
  if (!notFound) throw new Error("The build has no /404 page.");
  const canonical = headOf(readFileSync(join(site.clientDir, notFound.file), "utf8")).canonical;
  if (!canonical) throw new Error("The built /404 page has no canonical link.");
  return new URL(canonical).origin;
}

/** Pages of the manifest whose file is in the build (the page check reports the others). */
export function builtPages(site: BuiltSite): string[] {
  return Object.entries(site.manifest.pages)
    .filter(([, page]) => existsSync(join(site.clientDir, page.file)))
    .map(([path]) => path);
}

export function readPage(site: BuiltSite, path: string): string {
  const page = site.manifest.pages[path];
  if (!page) throw new Error(`${path} is not a page of the build`);
  return readFileSync(join(site.clientDir, page.file), "utf8");
}
