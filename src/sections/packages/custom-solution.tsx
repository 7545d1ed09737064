import { CircleCheck, MessageCircle } from "lucide-react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";

interface CustomSolutionProps {
  copy: {
    title: string;
    text: string;
    points: readonly string[];
    whatsappLabel: string;
    quote: { label: string; to: string };
  };
  /** The WhatsApp link asking for a custom package. */
  whatsappHref: string;
  newTab: string;
}

/** The closing block: talk to us on WhatsApp, or ask for a custom quote. */
export function CustomSolution({ copy, whatsappHref, newTab }: CustomSolutionProps) {
  return (
    <Reveal as="section" aria-labelledby="custom-solution" className="py-20 sm:py-24">
      <Container>
        <div className="grid gap-10 rounded-card bg-accent-50 p-8 ring-1 ring-accent-100 sm:p-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
          <div>
            <h2 id="custom-solution" className="font-bold text-3xl sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-4 text-grey-700 text-lg">{copy.text}</p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
              {copy.points.map((point) => (
                <li key={point} className="flex items-center gap-2 font-medium text-grey-800">
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ButtonLink href={whatsappHref} size="lg" newTab={newTab}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {copy.whatsappLabel}
            </ButtonLink>
            <ButtonLink href={copy.quote.to} variant="secondary" size="lg">
              {copy.quote.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </Reveal>
  );
}
