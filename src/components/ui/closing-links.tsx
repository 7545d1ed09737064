import { ArrowRight } from "lucide-react";
import { ButtonLink } from "./button-link.tsx";
import { Container } from "./container.tsx";
import { SectionHeading } from "./section-heading.tsx";

type Link = { label: string; to: string };

interface ClosingLinksProps {
  /** Id of the band's heading, which names the section. */
  id: string;
  title: string;
  text: string;
  primary: Link;
  secondary: Link;
  /** Padding of the section (it follows a section with its own, or not). */
  className?: string;
}

/** A light closing band: a heading, a line of text and two links. */
export function ClosingLinks({
  id,
  title,
  text,
  primary,
  secondary,
  className = "pb-20 sm:pb-28",
}: ClosingLinksProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <div className="rounded-card bg-accent-50 px-6 py-12 text-center ring-1 ring-accent-100 sm:px-12 sm:py-16">
          <SectionHeading id={id} title={title} intro={text} />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href={primary.to} size="lg">
              {primary.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink href={secondary.to} variant="secondary" size="lg">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
