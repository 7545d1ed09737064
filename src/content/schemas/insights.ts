import { z } from "zod";
import { link, phrases, type SchemaContext, seo, template, text } from "./parts.ts";

/**
 * One article of the insights journal (`insights/<id>.en.md`, shown at /insights/<id>): its search texts, title,
 * summary, author (a member of the team), publication date, tags and the services it concerns; the Markdown
 * body is the article. Its translations sit beside it (`<id>.si.md`) with the copy and their own body. The
 * reading time is computed from the body (src/lib/build/insights.ts), never typed. While `draft` is true the
 * article stays out of the build: no page, feed item, sitemap entry or card.
 */
export const articleSchema = <I extends z.ZodType, R extends z.ZodType>({ reference }: SchemaContext<I, R>) =>
  z.strictObject({
    draft: z
      .boolean()
      .default(false)
      .describe("Kept out of the site while ticked: untick it to publish the article."),
    date: z.iso.date('a date such as "2026-11-20" (in quotes)').describe("The publication date."),
    seo: seo(),
    title: text().max(100, "a longer title wraps onto too many lines on a card"),
    /** The card's line on /insights, the feed item's description. */
    summary: text().max(240, "a card fits about 240 characters"),
    /** A member of the team: the id of a file in team/. */
    author: reference("team"),
    /** A few words readers may look for; each language has its own. */
    tags: phrases(),
    /** The services it concerns: each an id of a file in services/, linked from the article. */
    services: z.array(reference("services")).default([]),
  });

/** Whether an article is on the site: every list of articles (pages, cards, feeds, sitemap) asks this. */
export const isPublished = (article: { draft?: boolean | undefined }) => article.draft !== true;

/** The journal's index (/insights), the copy every article page shares, and the feeds' titles. */
export const insightsPageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    /** Each card's link text (screen readers hear it with the card's title). */
    readMore: text(),
    /** "{minutes} min read": the reading time computed from the article. */
    readingTime: template({ required: ["minutes"] }),
    /** Names the tags list for screen readers. */
    tagsLabel: text(),
    /** "By" before the author's name. */
    byline: text(),
    /** What every article page shares. */
    detail: z.strictObject({
      /** Names the breadcrumb navigation for screen readers. */
      breadcrumbLabel: text(),
      servicesTitle: text(),
      servicesText: text(),
    }),
    /** The closing band of every article and, with its own heading (`indexTitle`), of the index. */
    closing: z.strictObject({
      title: text(),
      indexTitle: text(),
      text: text(),
      primary: link(),
      secondary: link(),
    }),
    /** The feed of the page's language: its title in readers, and the link in every page's footer. */
    feed: z.strictObject({ title: text(), description: text(), footerLink: text() }),
  });
