/**
 * The journal's RSS 2.0 feed in each language (/insights/rss.xml, /si/insights/rss.xml, …): its published
 * articles, newest first, each with its title, summary, absolute link, date and a stable guid (the link).
 */
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { LOCALE_INFO, localizedPath } from "#contracts/locales.ts";
import { single } from "#src/content/entries.ts";
import { publishedArticles } from "#src/lib/build/insights.ts";
import { absoluteUrl } from "#src/lib/build/site-url.ts";
import { localeStaticPaths, pageLocale } from "#src/lib/page-locale.ts";

export function getStaticPaths() {
  return localeStaticPaths();
}

export const GET: APIRoute = async ({ site, currentLocale }) => {
  const locale = pageLocale(currentLocale);
  const [copy, articles] = await Promise.all([single("insightsPage", locale), publishedArticles(locale)]);
  // Served as application/xml, as every host serves the built .xml files (server/content-types.ts).
  return rss({
    title: copy.feed.title,
    description: copy.feed.description,
    site: absoluteUrl(site!, localizedPath("/insights", locale)),
    customData: `<language>${LOCALE_INFO[locale].tag}</language>`,
    items: articles.map(({ card }) => ({
      title: card.title,
      description: card.summary,
      link: absoluteUrl(site!, card.href),
      pubDate: new Date(`${card.date.iso}T00:00:00Z`),
      categories: [...card.tags],
    })),
  });
};
