import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "./button-link.tsx";
import { Container } from "./container.tsx";
import { SectionHeading } from "./section-heading.tsx";

interface CallToActionPanelProps {
  /** Id of the panel's heading, which names the section. */
  id: string;
  title: string;
  intro: string;
  cta: { to: string; label: string };
  /** Anything shown between the heading and the button (figures, for instance). */
  children?: ReactNode;
}

/** The dark, rounded closing panel of a page: a heading, an optional body and one call to action. */
export function CallToActionPanel({ id, title, intro, cta, children }: CallToActionPanelProps) {
  return (
    <section aria-labelledby={id} className="py-20 sm:py-28">
      <Container>
        <div className="relative overflow-hidden rounded-card bg-ink-950 px-6 py-14 text-center text-white sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,var(--color-accent-800),transparent_70%)]"
          />
          <div className="relative">
            <SectionHeading id={id} tone="dark" title={title} intro={intro} />
            {children}
            <div className="mt-10 flex justify-center">
              <ButtonLink href={cta.to} variant="onDark" size="lg">
                {cta.label}
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
