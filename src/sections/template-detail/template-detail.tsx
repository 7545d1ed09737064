import { ArrowLeft, Check, ExternalLink, MessageCircle } from "lucide-react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { NewTabLink } from "#src/components/ui/new-tab-link.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface DetailTemplate {
  title: string;
  category: string;
  description: string;
  image: PictureData;
  previewUrl: string;
  technologies: readonly string[];
  features: readonly string[];
  demoPages: readonly { name: string; url: string }[];
}

interface TemplateDetailCopy {
  backToShop: string;
  keyFeatures: string;
  technologiesTitle: string;
  demoPagesTitle: string;
  getStarted: string;
  payment: string;
  included: readonly string[];
  previewTemplate: string;
  makeItYours: string;
}

interface TemplateDetailProps {
  template: DetailTemplate;
  copy: TemplateDetailCopy;
  /** Said in place of the price. */
  pricing: string;
  /** Where "Back to Shop" goes. */
  shopHref: string;
  /** The messaging-app link "Make it yours" opens, naming the template. */
  enquiryHref: string;
  newTab: string;
}

/** One template, full page: hero image, what it does, and how to get it (spec: Template detail). */
export function TemplateDetail({
  template,
  copy,
  pricing,
  shopHref,
  enquiryHref,
  newTab,
}: TemplateDetailProps) {
  return (
    <>
      <ButtonLink
        href={shopHref}
        variant="secondary"
        className="fixed top-4 left-4 z-20 shadow-bar sm:top-6 sm:left-6"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.backToShop}
      </ButtonLink>

      {/* Site search finds every template's page (its whole main content). */}
      <main id="main" data-pagefind-body="">
        <section className="relative overflow-hidden bg-ink-950 pt-24 pb-16 text-white sm:pt-28 lg:pb-24">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
          />
          <Container className="relative grid items-center gap-10 lg:grid-cols-[1fr_1.15fr]">
            <div>
              <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">
                {template.category}
              </p>
              <h1 className="mt-3 font-bold text-4xl sm:text-5xl lg:text-6xl">{template.title}</h1>
              <p className="mt-5 text-ink-100 text-lg sm:text-xl">{template.description}</p>
            </div>
            <div className="overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-white/10">
              <div aria-hidden="true" className="flex gap-1.5 bg-grey-100 px-4 py-3">
                <span className="size-2.5 rounded-full bg-grey-300" />
                <span className="size-2.5 rounded-full bg-grey-300" />
                <span className="size-2.5 rounded-full bg-grey-300" />
              </div>
              <Picture
                image={template.image}
                priority
                sizes="(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw"
                className="block aspect-[4/3] w-full"
                imgClassName="h-full w-full object-cover object-top"
              />
            </div>
          </Container>
        </section>

        <Container className="grid gap-10 py-16 lg:grid-cols-[1.4fr_1fr] lg:py-20">
          <div>
            <h2 className="font-bold text-3xl text-ink-950">{copy.keyFeatures}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {template.features.map((feature) => (
                <li
                  key={feature}
                  className="flex gap-3 rounded-card bg-grey-50 p-4 text-grey-800 ring-1 ring-grey-200"
                >
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {feature}
                </li>
              ))}
            </ul>

            <h2 className="mt-12 font-bold text-2xl text-ink-950">{copy.technologiesTitle}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {template.technologies.map((technology) => (
                <li
                  key={technology}
                  className="rounded-pill bg-accent-50 px-3 py-1.5 font-medium text-accent-800 text-sm"
                >
                  {technology}
                </li>
              ))}
            </ul>

            <h2 className="mt-12 font-bold text-2xl text-ink-950">{copy.demoPagesTitle}</h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {template.demoPages.map((page) => (
                <li key={page.url}>
                  <NewTabLink
                    href={page.url}
                    className="inline-flex min-h-11 items-center gap-2 rounded-pill px-4 font-semibold text-accent-800 ring-1 ring-grey-300 hover:bg-accent-50"
                    newTab={newTab}
                  >
                    {page.name}
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </div>

          <aside aria-labelledby="get-started-title" className="lg:sticky lg:top-8 lg:self-start">
            <div className="rounded-card bg-white p-6 shadow-lift ring-1 ring-grey-200 sm:p-8">
              <h2 id="get-started-title" className="font-bold text-2xl text-ink-950">
                {copy.getStarted}
              </h2>
              <p className="mt-4 font-bold text-3xl text-accent-800">{pricing}</p>
              <p className="mt-1 text-grey-600">{copy.payment}</p>
              <ul className="mt-6 space-y-3 text-grey-700">
                {copy.included.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                    {item}
                  </li>
                ))}
              </ul>
              <div className="mt-8 grid gap-3">
                <ButtonLink
                  href={template.previewUrl}
                  variant="secondary"
                  size="lg"
                  className="w-full"
                  newTab={newTab}
                >
                  <ExternalLink aria-hidden="true" className="size-5" />
                  {copy.previewTemplate}
                </ButtonLink>
                <ButtonLink href={enquiryHref} variant="primary" size="lg" className="w-full" newTab={newTab}>
                  <MessageCircle aria-hidden="true" className="size-5" />
                  {copy.makeItYours}
                </ButtonLink>
              </div>
            </div>
          </aside>
        </Container>
      </main>
    </>
  );
}
