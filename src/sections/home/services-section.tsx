import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

type Link = { label: string; to: string };

interface ServicesSectionProps {
  copy: { eyebrow: string; title: string; intro: string; explore: Link; quote: Link };
  /** The row of service cards (an island the page places). */
  children: ReactNode;
}

/** "Our services": the heading, the scrolling row of cards, and the two ways on. */
export function ServicesSection({ copy, children }: ServicesSectionProps) {
  return (
    <Reveal as="section" aria-labelledby="services-title" className="bg-grey-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="services-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <div className="mt-12">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href={copy.explore.to} size="lg">
            {copy.explore.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink href={copy.quote.to} variant="secondary" size="lg">
            {copy.quote.label}
          </ButtonLink>
        </div>
      </Container>
    </Reveal>
  );
}
