import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { CallToActionPanel } from "~/components/ui/call-to-action-panel";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import { homePage } from "~/content/home";
import { resolveImage } from "~/content/images";
import { partners } from "~/content/partners";
import { technologies } from "~/content/technologies";
import { templateCatalogue } from "~/content/template-catalogue";
import { testimonials } from "~/content/testimonials";
import { HomeHero } from "~/features/home-sections/home-hero";
import { HomeIcon } from "~/features/home-sections/home-icon";
import { TestimonialCards } from "~/features/home-sections/testimonial-cards";
import { WhyChooseUs } from "~/features/home-sections/why-choose-us";
import { TemplateCard } from "~/features/home-templates/template-card";
import { toTemplateCard } from "~/features/home-templates/to-template-card";
import { PartnerStrip, type PartnerView } from "~/features/partner-strip/partner-strip";
import { ServicesRow } from "~/features/services-row/services-row";
import { TechGrid, type TechnologyView } from "~/features/tech-grid/tech-grid";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return {
    page: homePage,
    heroImage: resolveImage(homePage.hero.image),
    testimonials,
    templates: templateCatalogue.map(toTemplateCard),
    partners: partners.map(
      (p): PartnerView => ({ id: p.id, name: p.name, logo: resolveImage({ key: p.logo.key, alt: p.name }) }),
    ),
    technologies: technologies satisfies readonly TechnologyView[],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page.seo, path: "/" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <HomeHero hero={page.hero} image={loaderData.heroImage} />

      <Reveal as="section" aria-labelledby="why-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="why-title"
            eyebrow={page.whyChooseUs.eyebrow}
            title={page.whyChooseUs.title}
            intro={page.whyChooseUs.intro}
          />
          <div className="mt-14">
            <WhyChooseUs reasons={page.whyChooseUs.reasons} />
          </div>
        </Container>
      </Reveal>

      <Reveal as="section" aria-labelledby="services-title" className="bg-grey-50 py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="services-title"
            eyebrow={page.services.eyebrow}
            title={page.services.title}
            intro={page.services.intro}
          />
          <div className="mt-12">
            <ServicesRow
              label={page.services.rowLabel}
              cards={page.services.cards.map((card) => ({
                ...card,
                icon: <HomeIcon name={card.icon} />,
              }))}
            />
          </div>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to={page.services.explore.to} size="lg">
              {page.services.explore.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to={page.services.quote.to} variant="secondary" size="lg">
              {page.services.quote.label}
            </ButtonLink>
          </div>
        </Container>
      </Reveal>

      <section aria-labelledby="impact-title" className="bg-ink-950 py-20 text-white sm:py-24">
        <Container>
          <SectionHeading
            id="impact-title"
            tone="dark"
            eyebrow={page.impact.eyebrow}
            title={page.impact.title}
          />
          <div className="mt-14">
            <StatList stats={page.impact.stats} />
          </div>
        </Container>
      </section>

      <Reveal as="section" aria-labelledby="testimonials-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="testimonials-title"
            eyebrow={page.testimonials.eyebrow}
            title={page.testimonials.title}
            intro={page.testimonials.intro}
          />
          <div className="mt-14">
            <TestimonialCards
              testimonials={loaderData.testimonials}
              ratingLabel={page.testimonials.ratingLabel}
              newTabHint={page.testimonials.newTabHint}
              reviewLinks={page.testimonials.reviewLinks}
            />
          </div>
        </Container>
      </Reveal>

      <Reveal as="section" aria-labelledby="templates-title" className="bg-grey-50 py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="templates-title"
            eyebrow={page.templates.eyebrow}
            title={page.templates.title}
            intro={page.templates.intro}
          />
          <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.templates.slice(0, 3).map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} labels={page.templates} />
              </li>
            ))}
          </ul>
          <div className="mt-12 flex justify-center">
            <ButtonLink to={page.templates.viewAll.to} size="lg">
              {page.templates.viewAll.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </Container>
      </Reveal>

      {loaderData.partners.length > 0 && (
        <section aria-labelledby="partners-title" className="py-16 sm:py-20">
          <Container>
            <SectionHeading id="partners-title" eyebrow={page.partners.eyebrow} title={page.partners.title} />
          </Container>
          <div className="mt-10">
            <PartnerStrip label={page.partners.title} partners={loaderData.partners} />
          </div>
        </section>
      )}

      {loaderData.technologies.length > 0 && (
        <Reveal as="section" aria-labelledby="tech-title" className="bg-grey-50 py-20 sm:py-28">
          <Container>
            <SectionHeading
              id="tech-title"
              eyebrow={page.technologies.eyebrow}
              title={page.technologies.title}
              intro={page.technologies.intro}
            />
            <div className="mx-auto mt-14 max-w-5xl">
              <TechGrid label={page.technologies.title} technologies={loaderData.technologies} />
            </div>
          </Container>
        </Reveal>
      )}

      <CallToActionPanel
        id="closing-title"
        title={page.closing.title}
        intro={page.closing.text}
        cta={page.closing.cta}
      />
    </>
  );
}
