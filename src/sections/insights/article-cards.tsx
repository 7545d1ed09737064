import { ArrowText } from "#src/components/ui/arrow-text.tsx";
import type { ArticleCardView } from "#src/lib/build/insights.ts";

/** The line under an article's title: author, date and reading time. */
export function ArticleMeta({
  card,
  byline,
  readingTime,
  withRole = false,
  className = "",
}: {
  card: ArticleCardView;
  byline: string;
  /** "{minutes} min read", filled in. */
  readingTime: string;
  withRole?: boolean;
  className?: string;
}) {
  // The author on one line, the date and reading time on the next: no separator is left dangling on a wrap.
  return (
    <div className={`space-y-1 text-sm ${className}`}>
      <p>
        {byline} <span className="font-semibold">{card.author.name}</span>
        {withRole && <span>, {card.author.role}</span>}
      </p>
      <p className="flex flex-wrap items-center gap-x-2">
        <time dateTime={card.date.iso}>{card.date.shown}</time>
        <span aria-hidden="true">·</span>
        <span>{readingTime}</span>
      </p>
    </div>
  );
}

/** An article's tags, as a list named for screen readers. */
export function ArticleTags({
  tags,
  label,
  dark = false,
}: {
  tags: readonly string[];
  label: string;
  dark?: boolean;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className={`rounded-full px-3 py-1 font-medium text-xs ${dark ? "bg-white/10 text-ink-100 ring-1 ring-white/20" : "bg-accent-50 text-accent-800"}`}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * The journal's articles as cards, newest first, each a link to its page (the title is the link; the whole card
 * is its target area).
 */
export function ArticleCards({
  articles,
  copy,
  readingTime,
}: {
  articles: readonly ArticleCardView[];
  copy: { readMore: string; byline: string; tagsLabel: string };
  /** The reading-time line of a card. */
  readingTime: (card: ArticleCardView) => string;
}) {
  // Rows are always full, whatever the number of articles (staff add them): three to a row on a wide screen
  // only when they fill their rows; otherwise two, and an odd count puts the newest article across a whole row.
  const threeToARow = articles.length % 3 === 0;
  const newestAcross =
    articles.length % 2 === 1 ? (threeToARow ? "md:col-span-2 lg:col-span-1" : "md:col-span-2") : "";
  return (
    // Search finds each article on its own page, not on the list that quotes its summary.
    <ul
      data-pagefind-ignore=""
      className={`grid gap-6 md:grid-cols-2 ${threeToARow ? "lg:grid-cols-3" : ""}`}
    >
      {articles.map((card, index) => (
        <li key={card.href} className={index === 0 ? newestAcross : undefined}>
          <article className="relative flex h-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition hover:shadow-lift">
            <ArticleMeta
              card={card}
              byline={copy.byline}
              readingTime={readingTime(card)}
              className="text-grey-600"
            />
            <h2 className="mt-3 font-bold text-ink-950 text-xl">
              <a href={card.href} className="after:absolute after:inset-0 after:rounded-card">
                {card.title}
              </a>
            </h2>
            <p className="mt-3 flex-1 text-grey-700">{card.summary}</p>
            <div className="relative mt-5">
              <ArticleTags tags={card.tags} label={copy.tagsLabel} />
            </div>
            <p aria-hidden="true" className="mt-5 font-semibold text-accent-700">
              <ArrowText text={copy.readMore} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
