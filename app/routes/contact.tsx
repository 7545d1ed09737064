import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { contactPage } from "~/content/contact";
import { layoutContent } from "~/content/layout";
import { ContactInfoCards } from "~/features/contact-details/contact-info-cards";
import { BusinessHours, QuickContact } from "~/features/contact-details/quick-contact";
import { ContactForm } from "~/features/contact-form/contact-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: contactPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/contact" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { hero, claims, infoCards, form, quickContact, hoursTitle, closedNote } = loaderData.page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <dl className="grid w-full max-w-xl grid-cols-3 gap-3">
          {claims.map((claim) => (
            <div
              key={claim.label}
              className="flex flex-col rounded-2xl bg-white/5 px-4 py-4 ring-1 ring-white/10"
            >
              <dt className="text-ink-100 text-sm">{claim.label}</dt>
              <dd className="order-first font-bold text-2xl text-accent-300 sm:text-3xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <section aria-label="Contact details" className="bg-grey-50 py-14 sm:py-16">
        <Container>
          <ContactInfoCards cards={infoCards} newTab={layoutContent.newTab} />
        </Container>
      </section>
      <section className="bg-grey-50 pb-20 sm:pb-24">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <ContactForm copy={form} />
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
            <QuickContact copy={quickContact} newTab={layoutContent.newTab} />
            <BusinessHours title={hoursTitle} closedNote={closedNote} />
          </div>
        </Container>
      </section>
    </>
  );
}
