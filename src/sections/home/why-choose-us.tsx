import { Layers, type LucideIcon, Sparkles, TrendingUp } from "lucide-react";
import { Container } from "#src/components/ui/container.tsx";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import type { ReasonIcon } from "#src/content/schemas/home-page.ts";

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
          {copy.reasons.map((reason) => (
            <IconCard
              key={reason.title}
              icon={icons[reason.icon]}
              tone="solid"
              size="lg"
              title={reason.title}
              text={reason.text}
            />
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}
