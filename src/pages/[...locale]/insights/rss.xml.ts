/**
 * The journal's RSS 2.0 feed in each language (/insights/rss.xml, /si/insights/rss.xml, …): its published
 * articles, newest first (src/lib/build/feed.ts). Served as application/xml, as every host serves the built
 * .xml files (server/content-types.ts).
 */
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { single } from "#src/content/entries.ts";
import { feedOptions } from "#src/lib/build/feed.ts";
import { publishedArticles } from "#src/lib/build/insights.ts";
import { localeStaticPaths, pageLocale } from "#src/lib/page-locale.ts";

export function getStaticPaths() {
  return localeStaticPaths();
}

export const GET: APIRoute = async ({ site, currentLocale }) => {
  const locale = pageLocale(currentLocale);
  const [copy, articles] = await Promise.all([single("insightsPage", locale), publishedArticles(locale)]);
  return rss(
    feedOptions({
      site: site!,
      locale,
      channel: copy.feed,
      articles: articles.map(({ card }) => ({
        id: card.id,
        title: card.title,
        summary: card.summary,
        date: card.date.iso,
        tags: card.tags,
      })),
    }),
  );
};
