import { ArrowRight } from "lucide-react";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { CaseStudyCards, type CaseStudyCardView } from "./case-study-cards.tsx";

interface TeaserCopy {
  eyebrow: string;
  title: string;
  text: string;
  link: { label: string; to: string };
}

/**
 * A band leading to the case studies: on a service page with the studies that used the service (`studies`), on
 * the home and portfolio pages as a heading and a link. Not shown on a service page no study names.
 */
export function CaseStudiesTeaser({
  id,
  copy,
  studies = [],
  readMore = "",
  className = "py-16 sm:py-20",
}: {
  /** Id of the band's heading, which names the section. */
  id: string;
  copy: TeaserCopy;
  studies?: readonly CaseStudyCardView[];
  readMore?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.text} />
        {studies.length > 0 && (
          <div className="mt-12">
            <CaseStudyCards studies={studies} readMore={readMore} headingLevel={3} />
          </div>
        )}
        <p className="mt-10 text-center">
          <a
            href={copy.link.to}
            className="inline-flex items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            {copy.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </p>
      </Container>
    </section>
  );
}
