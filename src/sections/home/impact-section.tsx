import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { StatList } from "#src/components/ui/stat-list.tsx";

interface ImpactSectionProps {
  copy: { eyebrow: string; title: string; stats: readonly { number: string; label: string }[] };
}

/** "Our impact": the headline figures on the dark band. */
export function ImpactSection({ copy }: ImpactSectionProps) {
  return (
    <section aria-labelledby="impact-title" className="bg-ink-950 py-20 text-white sm:py-24">
      <Container>
        <SectionHeading id="impact-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} />
        <div className="mt-14">
          <StatList stats={copy.stats} />
        </div>
      </Container>
    </section>
  );
}
