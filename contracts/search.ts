import { z } from "zod";
import { LOCALES, localizedPath } from "./locales.ts";

/**
 * Site search: the contract between the build, which writes `<build>/search-records.json` from the same built
 * pages Pagefind indexes (scripts/integrations/search-index.ts), and the servers, which answer `/search?q=`
 * from it for a visitor without script (server/search/). The Node server reads it at start; the Worker has it
 * bundled (wrangler.jsonc `alias`).
 */
export const SEARCH_RECORDS_FILE = "search-records.json";

/** The search page, by its English address; each language has its own (`/si/search`). */
export const SEARCH_PAGE = "/search";

/** The search page in any language: the only page that loads Pagefind, and the only form that sends a query. */
export const isSearchPage = (path: string): boolean => localizedPath(path, "en") === SEARCH_PAGE;

/** Longest query the servers read (characters): the rest is cut off. */
export const MAX_QUERY_LENGTH = 200;

const line = z.string().min(1);
const pluralPhrases = z.object({
  zero: line.optional(),
  one: line.optional(),
  two: line.optional(),
  few: line.optional(),
  many: line.optional(),
  other: line,
});

/** One found page: what a result shows, and the words it is found by. */
const searchRecord = z.strictObject({ url: line, title: line, excerpt: z.string(), text: z.string() });
export type SearchRecord = z.infer<typeof searchRecord>;

const searchLanguage = z.strictObject({
  /** The language's tag (`si-LK`), for its plural rules. */
  tag: line,
  /** The words of the server's answer, from the search page's content. */
  words: z.strictObject({ label: line, count: pluralPhrases, none: line }),
  pages: z.array(searchRecord),
});

export const searchRecordsSchema = z.strictObject(
  Object.fromEntries(LOCALES.map((locale) => [locale, searchLanguage])) as Record<
    (typeof LOCALES)[number],
    typeof searchLanguage
  >,
);
export type SearchRecords = z.infer<typeof searchRecordsSchema>;
