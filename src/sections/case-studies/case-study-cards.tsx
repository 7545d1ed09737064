import { ArrowRight } from "lucide-react";

/** A measured result: "+38 %" "online orders" "in 6 months". */
export interface ResultView {
  value: string;
  what: string;
  period: string;
}

export interface CaseStudyCardView {
  href: string;
  title: string;
  summary: string;
  /** "Malabar Spice Co. · India" */
  client: string;
  /** The first of its results, shown large. */
  headline: ResultView;
}

/**
 * Case studies as cards, each a link to its page (the title is the link; the whole card is its target area).
 * `headingLevel` follows the section the list is in.
 */
export function CaseStudyCards({
  studies,
  readMore,
  headingLevel = 2,
}: {
  studies: readonly CaseStudyCardView[];
  readMore: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // One card alone stands centred at a card's width rather than in half of a two-column grid. Search finds
    // each study on its own page, not on the lists that quote its summary (the index, a service's page).
    <ul
      data-pagefind-ignore=""
      className={studies.length === 1 ? "mx-auto grid max-w-xl gap-6" : "grid gap-6 md:grid-cols-2"}
    >
      {studies.map((study) => (
        <li key={study.href}>
          <article className="relative flex h-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition hover:shadow-lift sm:p-8">
            <p className="font-semibold text-accent-700 text-sm">{study.client}</p>
            <Heading className="mt-2 font-bold text-ink-950 text-xl sm:text-2xl">
              <a href={study.href} className="after:absolute after:inset-0 after:rounded-card">
                {study.title}
              </a>
            </Heading>
            <p className="mt-3 flex-1 text-grey-700">{study.summary}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-grey-200 border-t pt-5">
              <span className="font-bold text-3xl text-accent-700 tracking-tight">
                {study.headline.value}
              </span>
              <span className="text-grey-700">
                {study.headline.what} <span className="text-grey-600">({study.headline.period})</span>
              </span>
            </p>
            <p
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-2 font-semibold text-accent-700"
            >
              {readMore}
              <ArrowRight className="size-4" />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
