/**
 * Site search after the build: Pagefind indexes the built pages that mark their main content
 * `data-pagefind-body` (one index per `<html lang>`, written to `<client>/pagefind/`, fetched only by the
 * search page's script), and the same pages become `<outDir>/search-records.json`, which the Node server and
 * the Worker search for a visitor without script (contracts/search.ts, server/search/). Runs before the
 * site host, so Pagefind's files are precompressed with the rest.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import * as pagefind from "pagefind";
import { LOCALE_INFO, LOCALES } from "#contracts/locales.ts";
import { SEARCH_RECORDS_FILE, type SearchRecords, searchRecordsSchema } from "#contracts/search.ts";
import { pageRecord } from "#scripts/lib/search-records.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * The search records of every built page that search finds, by language, with the words of the answer, and
 * each such page's HTML for Pagefind (at its address: `/about`, not the file's `/about.html`).
 */
function searchRecords(clientDir: string) {
  const records = Object.fromEntries(
    LOCALES.map((locale) => {
      const page = single(readSiteContent({ locale }).searchPage, "searchPage");
      const words = { label: page.results.label, count: page.results.count, none: page.results.none };
      return [locale, { tag: LOCALE_INFO[locale].tag, words, pages: [] as SearchRecords["en"]["pages"] }];
    }),
  ) as SearchRecords;
  const pages: { url: string; content: string }[] = [];
  for (const file of walk(clientDir).sort()) {
    if (!file.endsWith(".html")) continue;
    const content = readFileSync(file, "utf8");
    const found = pageRecord(relative(clientDir, file).split("\\").join("/"), content);
    if (!found) continue;
    records[found.locale].pages.push(found.record);
    pages.push({ url: found.record.url, content });
  }
  return { records: searchRecordsSchema.parse(records), pages };
}

export function searchIndex({ outDir }: { outDir: string }): AstroIntegration {
  return {
    name: "serendib-search-index",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const { records, pages } = searchRecords(clientDir);
        writeFileSync(join(outDir, SEARCH_RECORDS_FILE), `${JSON.stringify(records)}\n`);
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
        // The same pages as the records, each at its address.
        for (const page of pages) {
          const added = await index.addHTMLFile(page);
          if (added.errors.length) throw new Error(`Pagefind, ${page.url}: ${added.errors.join("; ")}`);
        }
        const written = await index.writeFiles({ outputPath: join(clientDir, "pagefind") });
        if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
        await pagefind.close();
        logger.info(
          `Pagefind indexed ${pages.length} pages; ${SEARCH_RECORDS_FILE}: ${LOCALES.map(
            (locale) => `${records[locale].pages.length} in ${locale}`,
          ).join(", ")}.`,
        );
      },
    },
  };
}
