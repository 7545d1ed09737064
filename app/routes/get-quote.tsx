import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { layoutContent } from "~/content/layout";
import { quotePage } from "~/content/quote";
import { QuoteAside } from "~/features/quote-form/quote-aside";
import { QuoteForm } from "~/features/quote-form/quote-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/get-quote";

export function loader() {
  return { page: quotePage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/get-quote" });

export default function GetQuote({ loaderData }: Route.ComponentProps) {
  const { hero, form, aside } = loaderData.page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <section className="bg-grey-50 py-14 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <QuoteForm copy={form} />
          <QuoteAside copy={aside} newTab={layoutContent.newTab} />
        </Container>
      </section>
    </>
  );
}
