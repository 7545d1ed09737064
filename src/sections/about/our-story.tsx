import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { StatList } from "#src/components/ui/stat-list.tsx";

interface OurStoryProps {
  /** The section's id: the hero's "Discover Our Story" link jumps here. */
  id: string;
  story: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    figures: readonly { number: string; label: string }[];
  };
}

/** Who the agency is, in a few paragraphs, beside its headline figures. */
export function OurStory({ id, story }: OurStoryProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby="story-title"
      className="scroll-mt-24 py-20 focus:outline-none sm:py-28"
    >
      <Container className="grid gap-14 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="story-title" align="left" eyebrow={story.eyebrow} title={story.title} />
          <div className="mt-6 space-y-4 text-grey-700 text-lg">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-card bg-accent-50 p-8 ring-1 ring-accent-100 sm:p-12">
          <StatList stats={story.figures} tone="light" columns={2} />
        </div>
      </Container>
    </section>
  );
}
