// @vitest-environment jsdom
/**
 * The journal's feeds against the RSS 2.0 rules, parsed as XML: each language's feed made from today's content
 * (as its endpoint makes it), and the built ones when a build is on the disk (dist/, dist-e2e/).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getRssString } from "@astrojs/rss";
import { describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { isPublished } from "#src/content/schemas/insights.ts";
import { feedOptions } from "./feed.ts";

const SITE = "https://serendib.example";
/** RFC 822 dates as RSS 2.0 writes them: "Tue, 10 Nov 2026 00:00:00 GMT". */
const RFC_822 =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (?:GMT|[+-]\d{4})$/;

/** What a feed's XML must hold under RSS 2.0; the channel's language is `locale`'s. */
function expectRss2(xml: string, locale: Locale) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const rss = doc.documentElement;
  expect(rss.tagName).toBe("rss");
  expect(rss.getAttribute("version")).toBe("2.0");
  const channels = [...rss.children].filter((child) => child.tagName === "channel");
  expect(channels).toHaveLength(1);
  const channel = channels[0]!;
  const field = (parent: Element, name: string) =>
    [...parent.children].find((child) => child.tagName === name)?.textContent?.trim() ?? "";
  for (const name of ["title", "link", "description"]) expect(field(channel, name), name).not.toBe("");
  expect(() => new URL(field(channel, "link"))).not.toThrow();
  expect(field(channel, "language")).toBe(LOCALE_INFO[locale].tag);
  const guids = new Set<string>();
  const items = [...channel.children].filter((child) => child.tagName === "item");
  for (const item of items) {
    expect(field(item, "title") || field(item, "description")).not.toBe("");
    const link = field(item, "link");
    expect(new URL(link).href, link).toBe(link);
    expect(field(item, "pubDate")).toMatch(RFC_822);
    const guid = field(item, "guid");
    expect(guid).not.toBe("");
    expect(guids.has(guid), `guid ${guid} twice`).toBe(false);
    guids.add(guid);
  }
  return items.map((item) => field(item, "link"));
}

describe("the journal's feed in each language", () => {
  for (const locale of LOCALES)
    it(`follows RSS 2.0 and lists the published articles only (${locale})`, async () => {
      const content = readSiteContent({ locale });
      const copy = single(content.insightsPage, "insightsPage");
      const articles = content.insights.map(({ id, data }) => ({ id, ...data }));
      const xml = await getRssString(
        feedOptions({ site: SITE, locale, channel: copy.feed, articles: articles.filter(isPublished) }),
      );
      const links = expectRss2(xml, locale);
      const address = (id: string) => `${SITE}${localizedPath(`/insights/${id}`, locale)}`;
      expect(new Set(links)).toEqual(
        new Set(articles.filter(isPublished).map((article) => address(article.id))),
      );
      for (const draft of articles.filter((article) => !isPublished(article)))
        expect(links).not.toContain(address(draft.id));
    });
});

describe("the built feeds", () => {
  const built = ["dist", "dist-e2e"]
    .flatMap((dir) =>
      LOCALES.map((locale) => ({
        locale,
        file: join(dir, "client", localizedPath("/insights/rss.xml", locale)),
      })),
    )
    .filter(({ file }) => existsSync(file));
  it.skipIf(built.length === 0)("follow RSS 2.0 too", () => {
    for (const { locale, file } of built) expectRss2(readFileSync(file, "utf8"), locale);
  });
});
