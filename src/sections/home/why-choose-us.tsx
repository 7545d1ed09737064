import { Layers, type LucideIcon, Sparkles, TrendingUp } from "lucide-react";
import { Container } from "~/components/ui/container.tsx";
import { Reveal } from "~/components/ui/reveal.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import type { ReasonIcon } from "~/content/schemas/home-page.ts";

const icons: Record<ReasonIcon, LucideIcon> = {
  sparkles: Sparkles,
  "trending-up": TrendingUp,
  layers: Layers,
};

interface WhyChooseUsProps {
  copy: {
    eyebrow: string;
    title: string;
    intro: string;
    reasons: readonly { title: string; text: string; icon: ReasonIcon }[];
  };
}

/** The reasons to choose the agency, one card each. */
export function WhyChooseUs({ copy }: WhyChooseUsProps) {
  return (
    <Reveal as="section" aria-labelledby="why-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading id="why-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {copy.reasons.map((reason) => {
            const Icon = icons[reason.icon];
            return (
              <li
                key={reason.title}
                className="rounded-card bg-white p-8 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 font-bold text-xl">{reason.title}</h3>
                <p className="mt-3 text-grey-600">{reason.text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </Reveal>
  );
}
