import { Breadcrumb } from "#src/components/ui/breadcrumb.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";
import { CaseStudyCards, type CaseStudyCardView, type ResultView } from "./case-study-cards.tsx";

interface Link {
  name: string;
  href: string;
}

interface CaseStudyPageProps {
  copy: {
    eyebrow: string;
    breadcrumbLabel: string;
    factsLabel: string;
    facts: { client: string; sector: string; country: string; services: string };
    challengeTitle: string;
    approachTitle: string;
    outcomeTitle: string;
    resultsTitle: string;
    galleryTitle: string;
    quoteTitle: string;
    relatedTitle: string;
    readMore: string;
  };
  /** Home → case studies (the page itself ends the trail, unlinked). */
  breadcrumb: readonly Link[];
  title: string;
  summary: string;
  facts: { client: string; sector: string; country: string; services: readonly Link[] };
  results: readonly ResultView[];
  challenge: string;
  /** The Markdown body, rendered: what the agency did. */
  approachHtml: string;
  outcome: string;
  gallery: readonly { image: PictureData; caption: string }[];
  /** The testimonial; `lang` "en" while it has no translation in the page's language. */
  quote: { text: string; name: string; company: string; lang?: string };
  related: readonly CaseStudyCardView[];
}

const proseClass =
  "mt-4 max-w-[70ch] space-y-4 text-grey-700 text-lg leading-relaxed [&_a]:font-semibold [&_a]:text-accent-800 [&_a]:underline [&_li]:pl-1 [&_strong]:text-ink-950 [&_ul]:list-disc [&_ul]:space-y-3 [&_ul]:pl-6 [&_li]:marker:text-accent-700";
const sectionTitle = "font-bold text-2xl text-ink-950 sm:text-3xl";

/** One case study (/case-studies/<id>): breadcrumb, title, facts, results, the story, gallery, quote, related. */
export function CaseStudyPage(props: CaseStudyPageProps) {
  const { copy, facts } = props;
  return (
    <>
      <section className="relative overflow-hidden bg-ink-950 pt-32 pb-16 text-white sm:pt-36 sm:pb-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
        />
        <Container className="relative">
          <Breadcrumb label={copy.breadcrumbLabel} trail={props.breadcrumb} current={facts.client} />
          <div className="mt-8 max-w-3xl">
            <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">
              {copy.eyebrow}
            </p>
            <h1 className="mt-3 font-bold text-3xl sm:text-4xl lg:text-5xl">{props.title}</h1>
            <p className="mt-5 text-ink-100 text-lg sm:text-xl">{props.summary}</p>
          </div>
        </Container>
      </section>

      <Container className="grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="results-title" className="@container">
            <h2 id="results-title" className={sectionTitle}>
              {copy.resultsTitle}
            </h2>
            {/* Three to a row where the column has room for them; Tamil's words ("போர்டல்களுக்குச்") need more. */}
            <ul className="mt-6 grid gap-4 @xl:grid-cols-3 @max-2xl:[&:lang(ta)]:grid-cols-1">
              {props.results.map((result) => (
                <li key={result.what} className="rounded-card bg-accent-50 p-5 ring-1 ring-accent-100">
                  {/* Tamil's figures carry long words ("4 வாரங்கள்"): a step smaller, they stay on one line in a
                      third of the column, and larger than the phone's card-title size they would get. */}
                  <p className="font-bold text-3xl text-accent-800 tracking-tight [&:lang(ta)]:text-2xl!">
                    {result.value}
                  </p>
                  <p className="mt-2 font-medium text-ink-950 [overflow-wrap:break-word]">{result.what}</p>
                  <p className="mt-1 text-grey-600 text-sm">{result.period}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="challenge-title">
            <h2 id="challenge-title" className={sectionTitle}>
              {copy.challengeTitle}
            </h2>
            <p className={proseClass}>{props.challenge}</p>
          </section>
          <section aria-labelledby="approach-title">
            <h2 id="approach-title" className={sectionTitle}>
              {copy.approachTitle}
            </h2>
            {/* The study's own Markdown, rendered at build time from src/content/case-studies. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted content rendered at build */}
            <div className={proseClass} dangerouslySetInnerHTML={{ __html: props.approachHtml }} />
          </section>
          <section aria-labelledby="outcome-title">
            <h2 id="outcome-title" className={sectionTitle}>
              {copy.outcomeTitle}
            </h2>
            <p className={proseClass}>{props.outcome}</p>
          </section>
        </div>

        <aside className="min-w-0 space-y-8">
          <section aria-labelledby="facts-title" className="rounded-card bg-grey-50 p-6 ring-1 ring-grey-200">
            <h2 id="facts-title" className="font-bold text-ink-950 text-lg">
              {copy.factsLabel}
            </h2>
            <dl className="mt-4 space-y-4">
              {(["client", "sector", "country"] as const).map((key) => (
                <div key={key}>
                  <dt className="text-grey-600 text-sm">{copy.facts[key]}</dt>
                  <dd className="font-semibold text-ink-950">{facts[key]}</dd>
                </div>
              ))}
              <div>
                <dt className="text-grey-600 text-sm">{copy.facts.services}</dt>
                <dd>
                  <ul className="mt-1 space-y-1">
                    {facts.services.map((service) => (
                      <li key={service.href}>
                        <a
                          href={service.href}
                          className="font-semibold text-accent-800 underline underline-offset-4"
                        >
                          {service.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </section>
          <figure className="rounded-card bg-ink-950 p-6 text-white">
            <figcaption className="font-semibold text-accent-300 text-sm uppercase tracking-[0.14em]">
              {copy.quoteTitle}
            </figcaption>
            <blockquote lang={props.quote.lang} className="mt-4 text-lg leading-relaxed">
              {props.quote.text}
            </blockquote>
            <p className="mt-5 border-white/15 border-t pt-4">
              <span className="block font-bold">{props.quote.name}</span>
              <span className="block text-ink-100 text-sm">{props.quote.company}</span>
            </p>
          </figure>
        </aside>
      </Container>

      {props.gallery.length > 0 && (
        <section aria-labelledby="gallery-title" className="bg-grey-50 py-14 sm:py-16">
          <Gallery title={copy.galleryTitle} items={props.gallery} />
        </section>
      )}

      {props.related.length > 0 && (
        <section aria-labelledby="related-title" className="py-14 sm:py-16">
          <Container>
            <h2 id="related-title" className={sectionTitle}>
              {copy.relatedTitle}
            </h2>
            <div className="mt-8">
              <CaseStudyCards studies={props.related} readMore={copy.readMore} headingLevel={3} />
            </div>
          </Container>
        </section>
      )}
    </>
  );
}

/**
 * The study's pictures, whole (each at its own proportions): one picture beside the heading on a wide screen,
 * two side by side, three or more in rows of three there (two on a tablet).
 */
function Gallery({ title, items }: { title: string; items: CaseStudyPageProps["gallery"] }) {
  const heading = (
    <h2 id="gallery-title" className={sectionTitle}>
      {title}
    </h2>
  );
  const figure = (item: CaseStudyPageProps["gallery"][number], sizes: string) => (
    <figure>
      <Picture
        image={item.image}
        sizes={sizes}
        className="block overflow-hidden rounded-card bg-white shadow-card ring-1 ring-grey-200"
        imgClassName="block h-auto w-full"
      />
      <figcaption className="mt-3 text-grey-700">{item.caption}</figcaption>
    </figure>
  );
  if (items.length === 1)
    return (
      <Container className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start lg:gap-12">
        {heading}
        {figure(items[0]!, "(min-width: 1280px) 48rem, (min-width: 1024px) 62vw, 92vw")}
      </Container>
    );
  const columns =
    items.length === 2 || items.length === 4 ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3";
  return (
    <Container>
      {heading}
      <ul className={`mt-8 grid items-start gap-6 ${columns}`}>
        {items.map((item) => (
          <li key={item.caption}>
            {figure(item, "(min-width: 1280px) 36rem, (min-width: 640px) 45vw, 92vw")}
          </li>
        ))}
      </ul>
    </Container>
  );
}
