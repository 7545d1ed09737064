import type { ReactNode } from "react";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

interface CatalogueSectionProps {
  copy: { title: string; intro: string };
  /** The filter, search and cards (an island the page places). */
  children: ReactNode;
}

/** The catalogue's band: its heading and the filterable list of templates. */
export function CatalogueSection({ copy, children }: CatalogueSectionProps) {
  return (
    <section aria-labelledby="catalogue-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="catalogue-title" title={copy.title} intro={copy.intro} align="left" />
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
