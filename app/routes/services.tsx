import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { servicesPage } from "~/content/services-overview";
import { ProcessSteps } from "~/features/services-overview/process-steps";
import { ServicesIcon } from "~/features/services-overview/services-icon";
import { WorkflowPanel } from "~/features/services-overview/workflow-panel";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: servicesPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/services" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} />

      <section aria-labelledby="service-cards-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeading id="service-cards-title" eyebrow={page.cards.eyebrow} title={page.cards.title} />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.cards.items.map((card) => (
              <li key={card.title}>
                <article className="group flex h-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0">
                  <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 transition group-hover:bg-accent-700 group-hover:text-white">
                    <ServicesIcon name={card.icon} />
                  </span>
                  <h3 className="mt-5 font-bold text-xl">{card.title}</h3>
                  <p className="mt-2 flex-1 text-grey-600">{card.text}</p>
                  <Link
                    to={card.to}
                    prefetch="intent"
                    className="relative mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:text-accent-900"
                  >
                    <span aria-hidden="true">{page.cards.linkLabel}</span>
                    <span className="sr-only">
                      {page.cards.linkLabel}: {card.title}
                    </span>
                    <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Reveal as="section" aria-labelledby="skills-title" className="bg-ink-950 py-16 text-white sm:py-20">
        <Container>
          <SectionHeading
            id="skills-title"
            tone="dark"
            eyebrow={page.skills.eyebrow}
            title={page.skills.title}
          />
          <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
            {page.skills.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-pill bg-white/10 px-5 py-2.5 font-medium text-ink-50 ring-1 ring-white/15"
              >
                {tag}
              </li>
            ))}
          </ul>
        </Container>
      </Reveal>

      <Reveal as="section" aria-labelledby="process-title" className="bg-grey-50 py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="process-title"
            eyebrow={page.process.eyebrow}
            title={page.process.title}
            intro={page.process.intro}
          />
          <div className="mt-14">
            <ProcessSteps steps={page.process.steps} />
          </div>
        </Container>
      </Reveal>

      <Reveal as="section" aria-labelledby="progress-title" className="py-20 sm:py-28">
        <Container className="grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div>
            <SectionHeading
              id="progress-title"
              align="left"
              eyebrow={page.progress.eyebrow}
              title={page.progress.title}
              intro={page.progress.text}
            />
            <ul className="mt-8 space-y-3">
              {page.progress.points.map((point) => (
                <li key={point} className="flex gap-3 text-grey-700">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <WorkflowPanel panel={page.progress.panel} />
        </Container>
      </Reveal>

      <section aria-labelledby="services-cta-title" className="pb-20 sm:pb-28">
        <Container>
          <div className="rounded-card bg-accent-50 px-6 py-12 text-center ring-1 ring-accent-100 sm:px-12 sm:py-16">
            <SectionHeading id="services-cta-title" title={page.cta.title} intro={page.cta.text} />
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <ButtonLink to={page.cta.packages.to} size="lg">
                {page.cta.packages.label}
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              <ButtonLink to={page.cta.contact.to} variant="secondary" size="lg">
                {page.cta.contact.label}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
