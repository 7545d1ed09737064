/**
 * Site search's quality and cost (`npm run bench:search`, not a test): each query of
 * benchmarks/search-queries.yaml typed into the search page of its language, in the system Chromium with the
 * CPU slowed 4× (CDP) and a 412-px screen, against the real server on the build. For each language: the share
 * of queries whose page is among the first three results, the bytes of Pagefind's files fetched (the first
 * query, which fetches its code and the index's entry, and the median of the later ones), and the median and
 * slowest time from the keystroke to the results shown (the page's 200-ms wait for a pause in typing
 * included). Writes benchmarks/search.md.
 *   npm run bench:search -- [--dir dist] [--no-build]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { parse } from "yaml";
import { LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { chromiumLaunchOptions } from "#scripts/chromium.ts";
import { buildOnce, provenance, ROOT, startServer } from "./lab.ts";
import { median } from "./stats.ts";

const { values } = parseArgs({
  options: { dir: { type: "string", default: "dist" }, "no-build": { type: "boolean", default: false } },
});
buildOnce(values["no-build"] || values.dir !== "dist");
const queries = parse(readFileSync(join(ROOT, "benchmarks", "search-queries.yaml"), "utf8")) as Record<
  Locale,
  { query: string; page: string }[]
>;
const server = await startServer(join(ROOT, values.dir), 4394);
const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });

interface Row {
  locale: Locale;
  query: string;
  expected: string;
  rank: number;
  ms: number;
  bytes: number;
  top: string[];
}
const rows: Row[] = [];
for (const locale of LOCALES) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const urls = new Map<string, string>();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
  cdp.on("Network.loadingFinished", (event) => {
    if (urls.get(event.requestId)?.includes("/pagefind/")) bytes += event.encodedDataLength;
  });
  await page.goto(`${server.origin}${localizedPath("/search", locale)}`, { waitUntil: "load" });
  for (const { query, page: expected } of queries[locale]) {
    bytes = 0;
    const ms = await page.evaluate(async (text) => {
      const input = document.querySelector<HTMLInputElement>("#search-page-q")!;
      const list = document.querySelector<HTMLElement>("[data-search-results]")!;
      input.value = "";
      input.dispatchEvent(new Event("input", { bubbles: true }));
      const start = performance.now();
      input.value = text;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      while (list.dataset.query !== text) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    }, query);
    const top = await page
      .locator("[data-search-results] > li > a")
      .evaluateAll((links) =>
        links.slice(0, 3).map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    const wanted = localizedPath(expected, locale);
    rows.push({ locale, query, expected: wanted, rank: top.indexOf(wanted) + 1, ms, bytes, top });
  }
  await context.close();
}
await browser.close();
server.server.kill();

const kb = (value: number) => (value / 1024).toFixed(1);
const summary = LOCALES.map((locale) => {
  const mine = rows.filter((row) => row.locale === locale);
  const hits = mine.filter((row) => row.rank > 0).length;
  const [first, ...later] = mine;
  return `| ${locale} | ${hits}/${mine.length} (${Math.round((100 * hits) / mine.length)} %) | ${kb(first!.bytes)} | ${kb(median(later.map((row) => row.bytes)))} | ${Math.round(median(mine.map((row) => row.ms)))} | ${Math.round(Math.max(...mine.map((row) => row.ms)))} |`;
});
const hits = rows.filter((row) => row.rank > 0).length;
const report = `# Site search benchmark

\`npm run bench:search\` (scripts/bench/search.ts): each query of [search-queries.yaml](search-queries.yaml)
typed into its language's search page in Chromium with the CPU slowed 4× and a 412-px screen, the real server
on the build. A hit: the query's page among the first three results. Bytes: Pagefind's files fetched for the
query (compressed, as sent), the first query of a language with Pagefind's code and its index's entry. Time:
from the keystroke to the results drawn, the page's 200-ms pause for typing included.

${(({ date, commit }) => `Measured ${date} at commit ${commit}.`)(await provenance())}

All languages: **${hits}/${rows.length} (${Math.round((100 * hits) / rows.length)} %) in the top three.**

| Language | Top three | First query KB | Later query KB (median) | Median ms | Slowest ms |
| --- | --- | --- | --- | --- | --- |
${summary.join("\n")}

| Language | Query | Page | Rank | ms | KB | First three |
| --- | --- | --- | --- | --- | --- | --- |
${rows.map((row) => `| ${row.locale} | ${row.query} | ${row.expected} | ${row.rank || "–"} | ${Math.round(row.ms)} | ${kb(row.bytes)} | ${row.top.join(", ")} |`).join("\n")}
`;
writeFileSync(join(ROOT, "benchmarks", "search.md"), report);
console.log(report);
