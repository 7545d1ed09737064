import { Check, MessageCircle, Sparkles } from "lucide-react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";

interface CustomTemplateBlockProps {
  copy: { eyebrow: string; title: string; text: string; points: readonly string[]; button: string };
  /** The messaging-app link the button opens, with the custom template message. */
  enquiryHref: string;
  newTab: string;
}

/** The invitation to order a template made for the visitor's business: a plain link to the messaging app. */
export function CustomTemplateBlock({ copy, enquiryHref, newTab }: CustomTemplateBlockProps) {
  return (
    <Reveal className="pb-20">
      <Container>
        <section
          aria-labelledby="custom-template-title"
          className="relative overflow-hidden rounded-card bg-ink-950 px-6 py-12 text-white sm:px-12"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_90%_0%,var(--color-accent-800),transparent_65%)] opacity-80"
          />
          <div className="relative grid items-center gap-8 md:grid-cols-[1.4fr_1fr]">
            <div>
              <p className="flex items-center gap-2 font-semibold text-accent-300 text-sm uppercase tracking-[0.14em]">
                <Sparkles aria-hidden="true" className="size-4" />
                {copy.eyebrow}
              </p>
              <h2 id="custom-template-title" className="mt-3 font-bold text-3xl sm:text-4xl">
                {copy.title}
              </h2>
              <p className="mt-4 max-w-2xl text-ink-100 text-lg">{copy.text}</p>
            </div>
            <div>
              <ul className="space-y-3">
                {copy.points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-ink-50">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                    {point}
                  </li>
                ))}
              </ul>
              <ButtonLink
                href={enquiryHref}
                variant="onDark"
                size="lg"
                className="mt-6 w-full sm:w-auto"
                newTab={newTab}
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {copy.button}
              </ButtonLink>
            </div>
          </div>
        </section>
      </Container>
    </Reveal>
  );
}
