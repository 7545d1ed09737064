/**
 * The journal's RSS 2.0 feed of one language, as @astrojs/rss options: the channel in the language (title,
 * description, link to its index, `<language>`), and per published article its title, summary, absolute link
 * (its guid too), publication date and tags. Node-loadable: the feed's endpoint
 * (src/pages/[...locale]/insights/rss.xml.ts) and its test build the same feed.
 */
import type { RSSOptions } from "@astrojs/rss";
import { LOCALE_INFO, type Locale, localizedPath } from "#contracts/locales.ts";
import { absoluteUrl } from "./site-url.ts";

/** An article as its feed item needs it. */
export interface FeedArticle {
  id: string;
  title: string;
  summary: string;
  /** ISO date, "2026-11-20". */
  date: string;
  tags: readonly string[];
}

/** Newest first, then by id: the order of the index's cards and of the feed. */
export const newestFirst = (a: FeedArticle, b: FeedArticle) =>
  b.date.localeCompare(a.date) || a.id.localeCompare(b.id);

export function feedOptions({
  site,
  locale,
  channel,
  articles,
}: {
  site: URL | string;
  locale: Locale;
  channel: { title: string; description: string };
  articles: readonly FeedArticle[];
}): RSSOptions {
  return {
    title: channel.title,
    description: channel.description,
    site: absoluteUrl(site, localizedPath("/insights", locale)),
    customData: `<language>${LOCALE_INFO[locale].tag}</language>`,
    // The site's addresses have no trailing slash (`build.format: "file"`).
    trailingSlash: false,
    items: [...articles].sort(newestFirst).map((article) => ({
      title: article.title,
      description: article.summary,
      link: absoluteUrl(site, localizedPath(`/insights/${article.id}`, locale)),
      pubDate: new Date(`${article.date}T00:00:00Z`),
      categories: [...article.tags],
    })),
  };
}
