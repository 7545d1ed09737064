import type { ReactNode } from "react";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

/** The Creative Gallery's band and heading; the page places the gallery island inside. */
export function GallerySection({
  id,
  copy,
  children,
}: {
  id: string;
  copy: { eyebrow: string; title: string; intro: string };
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby="gallery-title" className="scroll-mt-24 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="gallery-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
          align="left"
        />
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
