import { Container } from "#src/components/ui/container.tsx";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import type { IconTileTone } from "#src/components/ui/icon-tile.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { type ServicesIconName, servicesIcons } from "./services-icon.tsx";

const tones = {
  accent: "solid",
  saffron: "saffron",
  ink: "ink",
  emerald: "emerald",
} as const satisfies Record<string, IconTileTone>;

interface ProcessStepsProps {
  process: {
    eyebrow: string;
    title: string;
    intro: string;
    steps: readonly {
      title: string;
      description: string;
      icon: ServicesIconName;
      color: keyof typeof tones;
    }[];
  };
}

/** The process, numbered in order: Discover, Plan, Create, Deliver & Support. */
export function ProcessSteps({ process }: ProcessStepsProps) {
  return (
    <Reveal as="section" aria-labelledby="process-title" className="bg-grey-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="process-title"
          eyebrow={process.eyebrow}
          title={process.title}
          intro={process.intro}
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.steps.map((step, index) => (
            <IconCard
              key={step.title}
              icon={servicesIcons[step.icon]}
              tone={tones[step.color]}
              corner={
                <span aria-hidden="true" className="font-bold text-5xl text-grey-200">
                  {index + 1}
                </span>
              }
              title={
                <>
                  <span className="sr-only">{index + 1} </span>
                  {step.title}
                </>
              }
              text={step.description}
              className="relative"
            />
          ))}
        </ol>
      </Container>
    </Reveal>
  );
}
