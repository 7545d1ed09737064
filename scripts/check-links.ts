/**
 * Link check over the built site (`npm run check:build`): every internal reference resolves to a page of the
 * site manifest or a file of the build, and every `#anchor` exists on its page. Read from:
 * - every HTML page (Astro's and the static ones from public/): links, images and their srcsets, scripts,
 *   stylesheets, icons, fonts and images in inline styles, island modules, and absolute addresses on the site's
 *   own origin (canonical, share images, structured data);
 * - the CSS files, and the site files: sitemaps, robots.txt, llms.txt, the agent catalogue, the WebMCP data and
 *   the web app manifest.
 * A link straight to the not-found page counts as broken, and so does a link to any page the build does not have:
 * a route of the spec whose content was removed (the privacy policy's file deleted, say) is as broken as a typo.
 * Addresses on other origins are not fetched.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ENQUIRY_FORMS, formAction } from "#contracts/enquiry-forms/settings.ts";
import {
  type BuiltSite,
  builtPages,
  decodeEntities,
  headOf,
  readBuild,
  readPage,
  siteOrigin,
  sitePathsUnder,
  tagsOf,
} from "./lib/built-site.ts";

const URL_ATTRIBUTES = ["href", "src", "component-url", "renderer-url", "before-hydration-url", "poster"];

/** Every reference in a page: [attribute or source, value], values decoded. */
export function htmlReferences(html: string, origin: string): string[] {
  const references: string[] = [];
  const tags = tagsOf(html, [
    "a",
    "link",
    "script",
    "img",
    "source",
    "iframe",
    "video",
    "audio",
    "astro-island",
    "meta",
    "style",
    "form",
  ]);
  for (const { name, attributes, body } of tags) {
    for (const attribute of URL_ATTRIBUTES) if (attributes[attribute]) references.push(attributes[attribute]);
    if (name === "form" && attributes.action) references.push(attributes.action);
    for (const srcset of [attributes.srcset, attributes.imagesrcset])
      for (const candidate of srcset?.split(",") ?? [])
        references.push(candidate.trim().split(/\s+/)[0] ?? "");
    if (name === "meta" && attributes.content?.startsWith(`${origin}/`)) references.push(attributes.content);
    if (name === "style" && body) references.push(...cssReferences(body));
    if (name === "script" && attributes.type === "application/ld+json" && body)
      references.push(...jsonStrings(JSON.parse(body)).filter((value) => value.startsWith(`${origin}/`)));
  }
  for (const [, style = ""] of html.matchAll(/\sstyle="([^"]*)"/g))
    references.push(...cssReferences(decodeEntities(style)));
  return references;
}

function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map(([, url = ""]) => url);
}

/** Every string inside a JSON value, except JSON-LD node identifiers (`@id`: names, not addresses to visit). */
function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (key === "@id" ? [] : jsonStrings(item)));
  return [];
}

/** Site paths ("/a#b") of the references that stay on the site; `from` resolves relative ones. */
export function internalTargets(references: readonly string[], from: string, origin: string): string[] {
  const targets = new Set<string>();
  for (const reference of references) {
    if (!reference || reference.startsWith("data:")) continue;
    const url = new URL(reference.startsWith("#") ? `${from}${reference}` : reference, `${origin}${from}`);
    if (url.origin !== origin) continue;
    targets.add(`${url.pathname}${url.hash}`);
  }
  return [...targets];
}

export interface LinkGraph {
  /** Site path → the ids on that page. */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  fileExists: (path: string) => boolean;
}

/** Where forms post without JavaScript: answered by the servers (server/forms/), not files of the build. */
const FORM_ENDPOINTS: ReadonlySet<string> = new Set(ENQUIRY_FORMS.map(formAction));

/** Why `target` (from `from`) does not resolve, or null when it does. */
export function brokenReason(target: string, from: string, graph: LinkGraph): string | null {
  const [rawPath = "", hash] = target.split("#");
  if (FORM_ENDPOINTS.has(rawPath) && !hash) return null;
  const path = rawPath.length > 1 ? rawPath.replace(/\/$/, "") : rawPath;
  const ids = graph.pages.get(path);
  if (!ids && !graph.fileExists(decodeURIComponent(path))) return `nothing at ${rawPath}`;
  if (ids && path === "/404" && from !== "/404") return "links to the not-found page";
  if (hash && !ids?.has(decodeURIComponent(hash))) return `no #${hash} on ${path}`;
  return null;
}

/** Site files and the references each holds. */
function siteFileReferences(site: BuiltSite): Array<[string, string[]]> {
  const read = (path: string) => readFileSync(join(site.clientDir, path), "utf8");
  const exists = (path: string) => existsSync(join(site.clientDir, path));
  const files: Array<[string, string[]]> = [];
  for (const path of sitePathsUnder(site.clientDir, (p) => /^\/sitemap[^/]*\.xml$/.test(p)))
    files.push([
      path,
      [...read(path).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => decodeEntities(loc)),
    ]);
  const add = (path: string, references: (text: string) => string[]) => {
    if (exists(path)) files.push([path, references(read(path))]);
  };
  add("/robots.txt", (text) => [...text.matchAll(/^Sitemap:\s*(\S+)/gm)].map(([, url = ""]) => url));
  add("/llms.txt", (text) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, url = ""]) => url));
  for (const path of ["/.well-known/ai-catalog.json", "/agent-tools.json", "/site.webmanifest"])
    add(path, (text) => jsonStrings(JSON.parse(text)).filter((value) => /^(?:\/|https?:\/\/)/.test(value)));
  return files;
}

export function checkLinks(site: BuiltSite) {
  const origin = siteOrigin(site);
  const html = new Map<string, string>();
  for (const path of builtPages(site)) html.set(path, readPage(site, path));
  const graph: LinkGraph = {
    pages: new Map(
      [...html].map(([path, text]) => [
        path,
        new Set([...text.matchAll(/\sid="([^"]+)"/g)].map(([, id = ""]) => decodeEntities(id))),
      ]),
    ),
    fileExists: (path) => path !== "/" && existsSync(join(site.clientDir, path)) && !path.endsWith("/"),
  };
  const sources: Array<[string, string[]]> = [
    ...[...html].map(([path, text]): [string, string[]] => [path, htmlReferences(text, origin)]),
    ...sitePathsUnder(site.clientDir, (path) => path.endsWith(".css")).map((path): [string, string[]] => [
      path,
      cssReferences(readFileSync(join(site.clientDir, path), "utf8")),
    ]),
    ...siteFileReferences(site),
  ];
  const problems: string[] = [];
  let checked = 0;
  for (const [from, references] of sources) {
    for (const target of internalTargets(references, from, origin)) {
      checked++;
      const reason = brokenReason(target, from, graph);
      if (reason) problems.push(`${from} → ${target}: ${reason}`);
    }
  }
  // Every page names its share image; make sure the head itself was read (a page without one is broken too).
  for (const [path, text] of html)
    if (!path.endsWith(".html") && !headOf(text).meta["og:image"]) problems.push(`${path}: no og:image`);
  return {
    name: "links",
    report: [`${checked} references from ${sources.length} files (${html.size} pages), on ${origin}`],
    problems,
  };
}

if (process.argv[1] === import.meta.filename) {
  const { report, problems } = checkLinks(readBuild());
  console.log(report.join("\n"));
  if (problems.length) {
    console.error(`Broken references (${problems.length}):\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("link check: every reference resolves");
}
