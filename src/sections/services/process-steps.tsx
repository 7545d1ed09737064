import { Container } from "~/components/ui/container.tsx";
import { Reveal } from "~/components/ui/reveal.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { ServicesIcon, type ServicesIconName } from "./services-icon.tsx";

const colors = {
  accent: "bg-accent-700 text-white",
  saffron: "bg-saffron-300 text-ink-950",
  ink: "bg-ink-800 text-white",
  emerald: "bg-emerald-400 text-ink-950",
} as const;

interface ProcessStepsProps {
  process: {
    eyebrow: string;
    title: string;
    intro: string;
    steps: readonly {
      title: string;
      description: string;
      icon: ServicesIconName;
      color: keyof typeof colors;
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
            <li
              key={step.title}
              className="relative rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
            >
              <div className="flex items-center justify-between">
                <span
                  className={`flex size-12 items-center justify-center rounded-2xl ${colors[step.color]}`}
                >
                  <ServicesIcon name={step.icon} />
                </span>
                <span aria-hidden="true" className="font-bold text-5xl text-grey-200">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 font-bold text-xl">
                <span className="sr-only">{index + 1} </span>
                {step.title}
              </h3>
              <p className="mt-2 text-grey-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </Reveal>
  );
}
