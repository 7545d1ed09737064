/**
 * The insights journal as the pages and feeds show it (build time): the published articles in a language,
 * newest first (an article marked `draft` is left out everywhere: page, card, feed, sitemap), their cards with
 * the author, date and reading time, an article's structured data (schema.org `Article`) and each language's
 * feed address.
 */
import { LOCALE_INFO, type Locale, localizedPath } from "#contracts/locales.ts";
import { list, renderBody } from "#src/content/entries.ts";
import { isPublished } from "#src/content/schemas/insights.ts";
import { newestFirst } from "./feed.ts";
import { readingMinutes, textOfHtml } from "./reading-time.ts";
import { shareImagePath } from "./seo.ts";
import { absoluteUrl } from "./site-url.ts";
import type { JsonLd } from "./structured-data.ts";

/** The feed of a language's articles (src/pages/[...locale]/insights/rss.xml.ts). */
export const feedPath = (locale: Locale) => localizedPath("/insights/rss.xml", locale);

export interface ArticleCardView {
  id: string;
  href: string;
  title: string;
  summary: string;
  /** ISO date (`<time datetime>`) and as the language writes it. */
  date: { iso: string; shown: string };
  author: { name: string; role: string };
  minutes: number;
  tags: readonly string[];
  /** The ids of the services it concerns. */
  services: readonly string[];
}

const shownDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The published articles in a language, newest first, with their rendered bodies. */
export async function publishedArticles(locale: Locale) {
  const [articles, team] = await Promise.all([list("insights", locale), list("team", locale)]);
  const published = articles
    .filter((article) => isPublished(article.data))
    .sort((a, b) => newestFirst({ id: a.id, ...a.data }, { id: b.id, ...b.data }));
  return Promise.all(
    published.map(async (article) => {
      const body = await renderBody("insights", article, locale);
      const member = team.find((entry) => entry.id === article.data.author.id)!;
      const card: ArticleCardView = {
        id: article.id,
        href: localizedPath(`/insights/${article.id}`, locale),
        title: article.data.title,
        summary: article.data.summary,
        date: { iso: article.data.date, shown: shownDate(article.data.date, locale) },
        author: { name: member.data.name, role: member.data.role },
        minutes: readingMinutes(textOfHtml(body.html)),
        tags: article.data.tags,
        services: article.data.services.map((service) => service.id),
      };
      return { article, body, card };
    }),
  );
}

/** An article page's `Article` (in the page's language): its author a person of the agency, which publishes it. */
export function articleJsonLd({
  site,
  path,
  title,
  description,
  locale,
  card,
}: {
  site: URL | string;
  /** The page's address in its language. */
  path: string;
  title: string;
  description: string;
  locale: Locale;
  card: ArticleCardView;
}): JsonLd {
  const url = absoluteUrl(site, path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: title,
    description,
    url,
    mainEntityOfPage: url,
    inLanguage: LOCALE_INFO[locale].tag,
    datePublished: card.date.iso,
    image: absoluteUrl(site, shareImagePath(path)),
    keywords: card.tags.join(", "),
    timeRequired: `PT${card.minutes}M`,
    author: {
      "@type": "Person",
      name: card.author.name,
      jobTitle: card.author.role,
      worksFor: { "@id": absoluteUrl(site, "/#organization") },
    },
    publisher: { "@id": absoluteUrl(site, "/#organization") },
  };
}
