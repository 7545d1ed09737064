import { CircleCheck, CircleX } from "lucide-react";
import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

interface AgencyComparisonProps {
  comparison: {
    eyebrow: string;
    title: string;
    otherLabel: string;
    usLabel: string;
    other: readonly string[];
    us: readonly string[];
  };
}

/** "Other Agencies" against the agency, point by point. */
export function AgencyComparison({ comparison }: AgencyComparisonProps) {
  return (
    <Reveal as="section" aria-labelledby="comparison-title" className="bg-grey-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="comparison-title" eyebrow={comparison.eyebrow} title={comparison.title} />
        <div className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
          <div className="rounded-card bg-white p-8 ring-1 ring-grey-200">
            <h3 className="font-bold text-grey-700 text-xl">{comparison.otherLabel}</h3>
            <ul className="mt-6 space-y-4">
              {comparison.other.map((point) => (
                <li key={point} className="flex gap-3 text-grey-700">
                  <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card bg-ink-950 p-8 text-white shadow-lift ring-2 ring-accent-400">
            <h3 className="font-bold text-xl">{comparison.usLabel}</h3>
            <ul className="mt-6 space-y-4">
              {comparison.us.map((point) => (
                <li key={point} className="flex gap-3 text-ink-100">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </Reveal>
  );
}
