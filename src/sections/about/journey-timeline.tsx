import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

interface JourneyTimelineProps {
  journey: {
    eyebrow: string;
    title: string;
    milestones: readonly { year: string; title: string; description: string }[];
  };
}

/** The milestones, oldest first, on a line that zigzags on wider screens. */
export function JourneyTimeline({ journey }: JourneyTimelineProps) {
  return (
    <Reveal as="section" aria-labelledby="journey-title" className="bg-grey-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="journey-title" eyebrow={journey.eyebrow} title={journey.title} />
        <ol className="relative mx-auto mt-14 max-w-3xl space-y-10 before:absolute before:top-2 before:bottom-2 before:left-[1.1rem] before:w-0.5 before:bg-accent-200 sm:before:left-1/2 sm:before:-translate-x-1/2">
          {journey.milestones.map((milestone, index) => (
            <li
              key={`${milestone.year}-${milestone.title}`}
              className={`relative pl-14 sm:flex sm:pl-0 ${index % 2 === 1 ? "sm:flex-row-reverse" : ""}`}
            >
              <span
                aria-hidden="true"
                className="absolute top-1 left-0 flex size-9 items-center justify-center rounded-full bg-accent-700 ring-4 ring-grey-50 sm:left-1/2 sm:-translate-x-1/2"
              >
                <span className="size-2.5 rounded-full bg-white" />
              </span>
              <div className={`sm:w-1/2 ${index % 2 === 1 ? "sm:pl-12" : "sm:pr-12 sm:text-right"}`}>
                <p className="font-bold text-2xl text-accent-700">{milestone.year}</p>
                <h3 className="mt-1 font-bold text-xl">{milestone.title}</h3>
                <p className="mt-2 text-grey-600">{milestone.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </Reveal>
  );
}
