import { ArrowText } from "#src/components/ui/arrow-text.tsx";
import { Breadcrumb } from "#src/components/ui/breadcrumb.tsx";
import { Container } from "#src/components/ui/container.tsx";
import type { ArticleCardView } from "#src/lib/build/insights.ts";
import { ArticleMeta, ArticleTags } from "./article-cards.tsx";

interface Link {
  name: string;
  href: string;
}

interface ArticlePageProps {
  copy: {
    eyebrow: string;
    breadcrumbLabel: string;
    byline: string;
    tagsLabel: string;
    readingTime: string;
    servicesTitle: string;
    servicesText: string;
  };
  /** Home → insights (the page itself ends the trail, unlinked). */
  breadcrumb: readonly Link[];
  card: ArticleCardView;
  /** The Markdown body, rendered; `lang` "en" while it has no translation in the page's language. */
  body: { html: string; lang?: string };
  services: readonly Link[];
}

/** The article's typography: headings, paragraphs, lists, links and quotes from its Markdown. */
const proseClass = [
  "max-w-[70ch] text-grey-700 text-lg leading-relaxed",
  "[&>*+*]:mt-5 [&_h2]:mt-12 [&_h2]:font-bold [&_h2]:text-xl [&_h2]:text-ink-950 sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:font-bold [&_h3]:text-ink-950 [&_h3]:text-xl",
  "[&_a]:font-semibold [&_a]:text-accent-800 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:text-ink-950",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6 [&_ul]:space-y-3 [&_ul]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:font-semibold [&_li]:marker:text-accent-700",
  "[&_blockquote]:border-accent-600 [&_blockquote]:border-l-4 [&_blockquote]:bg-grey-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-ink-950",
].join(" ");

/** One article (/insights/<id>): breadcrumb, title, author, date, reading time, tags, body, related services. */
export function ArticlePage({ copy, breadcrumb, card, body, services }: ArticlePageProps) {
  return (
    <>
      <section className="relative overflow-hidden bg-ink-950 pt-32 pb-14 text-white sm:pt-36 sm:pb-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
        />
        <Container className="relative">
          <Breadcrumb label={copy.breadcrumbLabel} trail={breadcrumb} current={card.title} />
          <div className="mt-8 max-w-3xl">
            <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">
              {copy.eyebrow}
            </p>
            <h1 className="mt-3 font-bold text-3xl sm:text-4xl lg:text-5xl">{card.title}</h1>
            <p className="mt-5 text-ink-100 text-lg sm:text-xl">{card.summary}</p>
            <ArticleMeta
              card={card}
              byline={copy.byline}
              readingTime={copy.readingTime}
              withRole
              className="mt-6 text-ink-100"
            />
            <div className="mt-5">
              <ArticleTags tags={card.tags} label={copy.tagsLabel} dark />
            </div>
          </div>
        </Container>
      </section>
      <section className="py-14 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* The article's own Markdown, rendered at build time from src/content/insights. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted content rendered at build */}
          <div className={proseClass} lang={body.lang} dangerouslySetInnerHTML={{ __html: body.html }} />
          {services.length > 0 && (
            <aside
              aria-labelledby="article-services-title"
              className="self-start rounded-card bg-grey-50 p-7 ring-1 ring-grey-200 lg:sticky lg:top-28"
            >
              <h2 id="article-services-title" className="font-bold text-ink-950 text-xl">
                {copy.servicesTitle}
              </h2>
              <p className="mt-2 text-grey-700">{copy.servicesText}</p>
              <ul className="mt-5 space-y-3">
                {services.map((service) => (
                  <li key={service.href}>
                    <a
                      href={service.href}
                      className="font-semibold text-accent-800 underline-offset-4 hover:underline"
                    >
                      <ArrowText text={service.name} />
                    </a>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </Container>
      </section>
    </>
  );
}
