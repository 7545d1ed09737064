import { ExternalLink, Quote } from "lucide-react";
import type { HomePage } from "~/content/home.schema";
import type { Testimonial } from "~/content/testimonials.schema";

interface TestimonialCardsProps {
  testimonials: readonly Testimonial[];
  ratingLabel: string;
  newTabHint: string;
  reviewLinks: HomePage["testimonials"]["reviewLinks"];
}

/** A filled star: a plain polygon, a fifth of the markup of lucide's rounded path, repeated 15 times a page. */
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

export function TestimonialCards({
  testimonials,
  ratingLabel,
  newTabHint,
  reviewLinks,
}: TestimonialCardsProps) {
  return (
    <>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="relative flex h-full flex-col rounded-card bg-white p-8 shadow-card ring-1 ring-grey-200">
              <Quote aria-hidden="true" className="absolute top-7 right-7 size-8 text-accent-100" />
              <p
                role="img"
                aria-label={ratingLabel.replace("{rating}", String(t.rating))}
                className="flex gap-1 text-saffron-400"
              >
                {Array.from({ length: t.rating }, (_, i) => (
                  <RatingStar key={i} />
                ))}
              </p>
              <blockquote className="mt-5 flex-1 text-grey-700 text-lg">“{t.content}”</blockquote>
              <figcaption className="mt-6 border-grey-200 border-t pt-5">
                <span className="block font-bold">{t.name}</span>
                <span className="block text-grey-600 text-sm">{t.company}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3">
        {reviewLinks.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
            >
              {link.label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{newTabHint}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
