import { ArrowRight } from "lucide-react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import {
  TemplateCard,
  type TemplateCardLabels,
  type TemplateCardView,
} from "#src/components/ui/template-card.tsx";
import { fillTemplate } from "#src/content/site-variables.ts";

interface TemplatesSectionProps {
  copy: { eyebrow: string; title: string; intro: string; viewAll: { label: string; to: string } };
  templates: readonly (TemplateCardView & { href: string })[];
  labels: TemplateCardLabels & { details: string };
  /** "{label}: {subject}": the details link's accessible name, with the template's title. */
  linkFor: string;
}

/** "Premium templates": a few template cards and the way to the whole catalogue. */
export function TemplatesSection({ copy, templates, labels, linkFor }: TemplatesSectionProps) {
  return (
    <Reveal as="section" aria-labelledby="templates-title" className="bg-grey-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="templates-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {templates.map((template) => (
            <li key={template.id} className="flex">
              <TemplateCard
                template={template}
                labels={labels}
                href={template.href}
                sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
              >
                <a
                  href={template.href}
                  aria-label={fillTemplate(linkFor, { label: labels.details, subject: template.title })}
                  className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-900"
                >
                  {labels.details}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </TemplateCard>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink href={copy.viewAll.to} size="lg">
            {copy.viewAll.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </Container>
    </Reveal>
  );
}
