/**
 * The search records (contracts/search.ts) from the built pages: every page whose main content says
 * `data-pagefind-body` (the pages Pagefind indexes, src/layouts/SiteLayout.astro), in the language of its
 * `<html lang>`, with its address, title, description and the text of that content. A page kind added later
 * (a new collection's pages) is found without any change here.
 */
import { LOCALE_INFO, LOCALES, type Locale } from "#contracts/locales.ts";
import type { SearchRecord } from "#contracts/search.ts";

/** The most characters of a page's text the servers search: the top of a page says what it is about. */
const MAX_TEXT = 6000;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML's character references in text, decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The visible text of an HTML fragment: no scripts, styles, templates or noscript, and no element holding only
 * text that is marked `data-pagefind-ignore` (an image's "No Image" stand-in); tags become spaces.
 */
export function textOf(html: string): string {
  const text = html
    .replace(/<(script|style|template|noscript|svg)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<(\w+)\b[^>]*\sdata-pagefind-ignore\b[^>]*>[^<]*<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
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
  const main = /<main\b[^>]*\bdata-pagefind-body\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  if (!main) return undefined;
  const locale = localeOfTag(/<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? "");
  if (!locale) throw new Error(`${file}: no <html lang> of the site's languages.`);
  const title = textOf(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "");
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1] ?? "";
  return {
    locale,
    record: {
      url: pathOfFile(file),
      title: title || pathOfFile(file),
      excerpt: decodeEntities(description),
      text: textOf(main[1]!).slice(0, MAX_TEXT),
    },
  };
}
