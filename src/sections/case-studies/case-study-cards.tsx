import { ArrowText } from "#src/components/ui/arrow-text.tsx";

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
    // The same grid for any number of studies: a lone card (a page's one related study) stands in the first
    // column, under its section's heading. Each card spans five rows of the list's grid (client, title, summary,
    // result, link) and shares them (subgrid): the cards of a row have their result and link at the same height.
    // Search finds each study on its own page, not on the lists that quote its summary (the index, a service's
    // page).
    <ul data-pagefind-ignore="" className="grid gap-6 md:grid-cols-2">
      {studies.map((study) => (
        <li key={study.href} className="row-span-5 grid grid-rows-subgrid gap-y-0">
          <article className="relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition hover:shadow-lift sm:p-8">
            <p className="font-semibold text-accent-700 text-sm">{study.client}</p>
            {/* Tamil's longest words ("போர்டல்களிடமிருந்து") are wider than half a tablet's row at the usual
                size: there, until the wide screen, its titles are a step smaller, so no word is broken. */}
            <Heading className="mt-2 font-bold text-ink-950 text-xl sm:text-2xl md:[&:lang(ta)]:text-xl lg:[&:lang(ta)]:text-2xl">
              <a href={study.href} className="after:absolute after:inset-0 after:rounded-card">
                {study.title}
              </a>
            </Heading>
            <p className="mt-3 text-grey-700">{study.summary}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-grey-200 border-t pt-5">
              <span className="whitespace-nowrap font-bold text-3xl text-accent-700 tracking-tight">
                {study.headline.value}
              </span>
              <span className="text-grey-700">
                {study.headline.what} <span className="text-grey-600">({study.headline.period})</span>
              </span>
            </p>
            <p aria-hidden="true" className="mt-5 font-semibold text-accent-700">
              <ArrowText text={readMore} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
