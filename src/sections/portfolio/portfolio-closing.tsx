import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

/** The closing call to action of /portfolio. */
export function PortfolioClosing({
  copy,
}: {
  copy: { title: string; text: string; cta: { label: string; to: string } };
}) {
  return (
    <Reveal as="section" aria-labelledby="portfolio-closing" className="py-16 sm:py-20">
      <Container className="text-center">
        <SectionHeading id="portfolio-closing" title={copy.title} intro={copy.text} />
        <ButtonLink href={copy.cta.to} size="lg" className="mt-8">
          {copy.cta.label}
        </ButtonLink>
      </Container>
    </Reveal>
  );
}
