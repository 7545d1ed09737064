import { describe, expect, it } from "vitest";
import type { SearchRecords } from "#contracts/search.ts";
import { escapeHtml, queryOf, searchAnswer, siteSearch } from "./search.ts";

const words = {
  label: "Search results",
  count: { one: "{count} page found", other: "{count} pages found" },
  none: "No page matches “{query}”.",
};
const language = (tag: string, pages: SearchRecords["en"]["pages"]) => ({ tag, words, pages });
const records: SearchRecords = {
  en: language("en", [
    {
      url: "/services/branding",
      title: "Branding",
      excerpt: "Logos and identity.",
      text: "logo design brand",
    },
    { url: "/templates/edulearn", title: "EduLearn", excerpt: "A school website.", text: "school education" },
    {
      url: "/services/e-commerce",
      title: "E-commerce",
      excerpt: "Online shops.",
      text: "online shop payments",
    },
  ]),
  si: language("si-LK", [
    { url: "/si/services/branding", title: "වෙළඳ නාම", excerpt: "ලාංඡන", text: "ලාංඡනය නිර්මාණය" },
  ]),
  ta: language("ta-LK", []),
  hi: language("hi-IN", [
    { url: "/hi/services/e-commerce", title: "ई-कॉमर्स", excerpt: "", text: "ऑनलाइन दुकान" },
  ]),
};
const search = siteSearch(records);

/** The search page as the build writes it (src/sections/search/search-panel.tsx), reduced to what matters. */
const built = (lang = "en") =>
  `<html lang="${lang}"><body><form><input id="search-page-q" type="search" name="q"/></form>` +
  `<div id="search-output" class="mt-8"><p data-search-status="" role="status" class="x">Results appear here.</p>` +
  `<ol data-search-results="" aria-label="Search results" class="y"></ol></div></body></html>`;

describe("the servers' search", () => {
  it.each([
    ["en", "logo", "/services/branding"],
    ["en", "school website", "/templates/edulearn"],
    ["en", "online shop", "/services/e-commerce"],
    ["si", "ලාංඡනය", "/si/services/branding"],
    ["hi", "ऑनलाइन दुकान", "/hi/services/e-commerce"],
  ] as const)("finds in %s: %s", (locale, query, url) => {
    expect(search(locale, query)[0]?.url).toBe(url);
  });

  it("searches only the language asked for", () => {
    expect(search("ta", "logo")).toEqual([]);
    expect(search("en", "ලාංඡනය")).toEqual([]);
  });

  it("reads the query from the address, trimmed and cut to length", () => {
    expect(queryOf("https://x.test/search?q=%20logo%20")).toBe("logo");
    expect(queryOf("https://x.test/search")).toBe("");
    expect(queryOf(`https://x.test/search?q=${"a".repeat(500)}`)).toHaveLength(200);
  });
});

describe("the search page answered on the server", () => {
  it("writes the count and each result into the page's own list, which says its query, and the query into its box", () => {
    const html = searchAnswer(built(), { path: "/search", query: "logo", search, records });
    expect(html).toContain('<p data-search-status="" role="status" class="x">1 page found</p>');
    expect(html).toContain(
      '<ol data-search-results="" aria-label="Search results" class="y" data-query="logo"><li><a href="/services/branding">Branding</a><p>Logos and identity.</p></li></ol></div>',
    );
    expect(html).toContain('<input id="search-page-q" value="logo" type="search"');
  });

  it("says so when nothing matches, in the page's language", () => {
    const html = searchAnswer(built("si-LK"), { path: "/si/search", query: "zzzz", search, records });
    expect(html).toContain(">No page matches “zzzz”.</p>");
    expect(html).toContain("></ol></div>");
  });

  it("escapes the query wherever it is written back", () => {
    const query = `"><script>alert(1)</script>`;
    const html = searchAnswer(built(), { path: "/search", query, search, records });
    expect(html).not.toContain("<script>");
    expect(html).toContain('data-query="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain("“&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;”");
  });

  it("escapes text for HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
