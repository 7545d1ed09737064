import { ExternalLink, Quote } from "lucide-react";
import { Container } from "#src/components/ui/container.tsx";
import { NewTabLink } from "#src/components/ui/new-tab-link.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { fillTemplate } from "#src/content/site-variables.ts";

interface TestimonialView {
  name: string;
  company: string;
  content: string;
  rating: number;
}

interface TestimonialsSectionProps {
  copy: {
    eyebrow: string;
    title: string;
    intro: string;
    /** "Rated {rating} out of 5" */
    ratingLabel: string;
    /** "“{text}”": the language's quotation marks around each testimonial. */
    quote: string;
    reviewLinks: readonly { label: string; url: string }[];
  };
  testimonials: readonly TestimonialView[];
  /** Read after a link that opens a new tab. */
  newTab: string;
}

/** A filled star: a plain polygon, a fifth of the markup of lucide's rounded path. */
function RatingStar() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <polygon
        points="12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Client testimonials with their star ratings, and links to the public reviews. */
export function TestimonialsSection({ copy, testimonials, newTab }: TestimonialsSectionProps) {
  return (
    <Reveal as="section" aria-labelledby="testimonials-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="relative flex h-full flex-col rounded-card bg-white p-8 shadow-card ring-1 ring-grey-200">
                <Quote aria-hidden="true" className="absolute top-7 right-7 size-8 text-accent-100" />
                <p
                  role="img"
                  aria-label={copy.ratingLabel.replace("{rating}", String(testimonial.rating))}
                  className="flex gap-1 text-saffron-400"
                >
                  {Array.from({ length: testimonial.rating }, (_, index) => (
                    <RatingStar key={index} />
                  ))}
                </p>
                <blockquote className="mt-5 flex-1 text-grey-700 text-lg">
                  {fillTemplate(copy.quote, { text: testimonial.content })}
                </blockquote>
                <figcaption className="mt-6 border-grey-200 border-t pt-5">
                  <span className="block font-bold">{testimonial.name}</span>
                  <span className="block text-grey-600 text-sm">{testimonial.company}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3">
          {copy.reviewLinks.map((link) => (
            <li key={link.url}>
              <NewTabLink
                href={link.url}
                className="inline-flex items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
                newTab={newTab}
              >
                {link.label}
                <ExternalLink aria-hidden="true" className="size-4" />
              </NewTabLink>
            </li>
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}
