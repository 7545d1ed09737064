import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

interface EfficientProgressProps {
  progress: { eyebrow: string; title: string; text: string; points: readonly string[] };
  /** The sample project board (an island, placed by the page). */
  children: ReactNode;
}

/** How the agency keeps clients up to date, beside a sample project board. */
export function EfficientProgress({ progress, children }: EfficientProgressProps) {
  return (
    <Reveal as="section" aria-labelledby="progress-title" className="py-20 sm:py-28">
      <Container className="grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <SectionHeading
            id="progress-title"
            align="left"
            eyebrow={progress.eyebrow}
            title={progress.title}
            intro={progress.text}
          />
          <ul className="mt-8 space-y-3">
            {progress.points.map((point) => (
              <li key={point} className="flex gap-3 text-grey-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">{children}</div>
      </Container>
    </Reveal>
  );
}
