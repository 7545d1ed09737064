/**
 * The search records (contracts/search.ts) from the built pages: every page whose main content says
 * `data-pagefind-body` (the pages Pagefind indexes, src/layouts/SiteLayout.astro), in the language of its
 * `<html lang>`, with its address, title, description and the text of that content. A page kind added later
 * (a new collection's pages) is found without any change here. The pages are read with parse5, the HTML
 * parser jsdom uses, so the text is what a browser would build, and left out as Pagefind leaves it out.
 */
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { LOCALE_INFO, LOCALES, type Locale } from "#contracts/locales.ts";
import type { SearchRecord } from "#contracts/search.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** The most characters of a page's text the servers search: the top of a page says what it is about. */
const MAX_TEXT = 6000;

/** Elements whose content is never a page's visible text. */
const NOT_TEXT = new Set(["script", "style", "template", "noscript", "svg"]);

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const childrenOf = (node: Node): Node[] => ("childNodes" in node ? node.childNodes : []);

/** The first element, in document order, that `test` accepts. */
function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  for (const child of childrenOf(node)) {
    if (isElement(child) && test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * The visible text under a node, as Pagefind reads it: no scripts, styles, templates, noscript or drawings, and
 * nothing under an element marked `data-pagefind-ignore` (the lists that quote other pages, an image's
 * "No Image" stand-in). Elements are separated by spaces and runs of space become one.
 */
function textUnder(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    for (const child of childrenOf(current)) {
      if (child.nodeName === "#text") parts.push((child as DefaultTreeAdapterMap["textNode"]).value);
      else if (isElement(child)) {
        if (NOT_TEXT.has(child.tagName) || attribute(child, "data-pagefind-ignore") !== undefined) continue;
        parts.push(" ");
        walk(child);
        parts.push(" ");
      }
    }
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The visible text of an HTML fragment (see textUnder). */
export function textOf(html: string): string {
  return textUnder(parse(`<body>${html}</body>`));
}

/** The page's address from its built file (`si/about.html` → `/si/about`, `index.html` → `/`). */
export function pathOfFile(file: string): string {
  const path = `/${file.replace(/\.html$/, "").replace(/(?:^|\/)index$/, "")}`;
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

const localeOfTag = (tag: string): Locale | undefined =>
  LOCALES.find((locale) => LOCALE_INFO[locale].tag.toLowerCase() === tag.toLowerCase());

/** A built page's record and language, or undefined for a page search leaves out (no `data-pagefind-body`). */
export function pageRecord(file: string, html: string): { locale: Locale; record: SearchRecord } | undefined {
  const document = parse(html);
  const main = find(
    document,
    (element) => element.tagName === "main" && attribute(element, "data-pagefind-body") !== undefined,
  );
  if (!main) return undefined;
  const root = find(document, (element) => element.tagName === "html");
  const locale = localeOfTag((root && attribute(root, "lang")) ?? "");
  if (!locale) throw new Error(`${file}: no <html lang> of the site's languages.`);
  const title = find(document, (element) => element.tagName === "title");
  const description = find(
    document,
    (element) => element.tagName === "meta" && attribute(element, "name") === "description",
  );
  return {
    locale,
    record: {
      url: pathOfFile(file),
      title: (title && textUnder(title)) || pathOfFile(file),
      excerpt: (description && attribute(description, "content")) ?? "",
      text: textUnder(main).slice(0, MAX_TEXT),
    },
  };
}
