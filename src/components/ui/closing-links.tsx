import { ArrowText } from "./arrow-text.tsx";
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
        <div className="rounded-card bg-accent-50 px-4 py-12 text-center ring-1 ring-accent-100 sm:px-12 sm:py-16">
          <SectionHeading id={id} title={title} intro={text} />
          {/* On a phone the links are a little roomier (narrower padding): a long label ("இலவச விலைமதிப்பீடு
              பெறுங்கள்") wraps onto two lines at most. */}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href={primary.to} size="lg" className="max-sm:px-5">
              <span>
                <ArrowText text={primary.label} size="size-5" />
              </span>
            </ButtonLink>
            <ButtonLink href={secondary.to} variant="secondary" size="lg" className="max-sm:px-5">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
