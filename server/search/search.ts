/**
 * The servers' answer to `/search?q=` for a visitor without script (the Node host and the Worker; portable, no
 * Node API): the build's records of the pages Pagefind indexes (contracts/search.ts), searched with MiniSearch,
 * written into the built search page's own HTML, so the page keeps its file's headers and CSP. Nothing here
 * logs: the query is never written anywhere but into the answer, escaped.
 */
import MiniSearch from "minisearch";
import { pluralText } from "#contracts/locale-format.ts";
import { isLocale, type Locale, localeOfPath } from "#contracts/locales.ts";
import { MAX_QUERY_LENGTH, type SearchRecord, type SearchRecords } from "#contracts/search.ts";
import { fillTemplate } from "#contracts/words.ts";

/** The most results a server answer lists. */
const MAX_RESULTS = 20;

export type SiteSearch = (locale: Locale, query: string) => SearchRecord[];

/** One MiniSearch index per language, built once; found by every word (prefixes of 3+ letters, small typos). */
export function siteSearch(records: SearchRecords): SiteSearch {
  const indexes = new Map<Locale, MiniSearch<SearchRecord & { id: number }>>();
  for (const [locale, language] of Object.entries(records)) {
    if (!isLocale(locale)) continue;
    const index = new MiniSearch<SearchRecord & { id: number }>({
      fields: ["title", "excerpt", "text"],
      storeFields: ["url", "title", "excerpt"],
    });
    index.addAll(language.pages.map((page, id) => ({ ...page, id })));
    indexes.set(locale, index);
  }
  return (locale, query) => {
    const index = indexes.get(locale);
    if (!index || !query.trim()) return [];
    return index
      .search(query, {
        boost: { title: 3, excerpt: 2 },
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      })
      .slice(0, MAX_RESULTS)
      .map((hit) => ({ url: hit.url, title: hit.title, excerpt: hit.excerpt, text: "" }));
  };
}

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** The visitor's query from the address: trimmed, at most MAX_QUERY_LENGTH characters, "" when absent. */
export function queryOf(url: string): string {
  return (new URL(url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

/** Where the built search page holds its results (src/pages/[...locale]/search.astro): status, then the list. */
const OUTPUT = /(<div id="search-output"[^>]*>)[\s\S]*?(<\/ol><\/div>)/;
const STATUS = /(<p [^>]*data-search-status[^>]*>)[\s\S]*?(<\/p>)/;
const LIST = /(<ol [^>]*data-search-results[^>]*>)/;
const INPUT = /(<input [^>]*id="search-page-q")/;

/**
 * The built search page (`html`, of the language of `path`) with the query in its box and the results in its
 * list: each a link with the page's title and its description. The query is escaped wherever it appears.
 */
export function searchAnswer(
  html: string,
  {
    path,
    query,
    search,
    records,
  }: { path: string; query: string; search: SiteSearch; records: SearchRecords },
): string {
  const locale = localeOfPath(path);
  const language = records[locale];
  const results = search(locale, query);
  const status =
    results.length === 0
      ? escapeHtml(fillTemplate(language.words.none, { query }))
      : escapeHtml(pluralText(language.tag, results.length, language.words.count, { query }));
  const items = results
    .map(
      (result) =>
        `<li><a href="${escapeHtml(result.url)}">${escapeHtml(result.title)}</a><p>${escapeHtml(result.excerpt)}</p></li>`,
    )
    .join("");
  const output = OUTPUT.exec(html);
  if (!output) return html;
  const filled = output[0]
    .replace(STATUS, (_, open: string, close: string) => `${open}${status}${close}`)
    .replace(LIST, (open: string) => `${open.replace(/>$/, ` data-query="${escapeHtml(query)}">`)}${items}`);
  return html
    .replace(OUTPUT, () => filled)
    .replace(INPUT, (input: string) => `${input} value="${escapeHtml(query)}"`);
}
