import { Container } from "#src/components/ui/container.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

/** What the team is good at, as a cloud of tags on a dark band. */
export function SkillTags({
  skills,
}: {
  skills: { eyebrow: string; title: string; tags: readonly string[] };
}) {
  return (
    <Reveal as="section" aria-labelledby="skills-title" className="bg-ink-950 py-16 text-white sm:py-20">
      <Container>
        <SectionHeading id="skills-title" tone="dark" eyebrow={skills.eyebrow} title={skills.title} />
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {skills.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-pill bg-white/10 px-5 py-2.5 font-medium text-ink-50 ring-1 ring-white/15"
            >
              {tag}
            </li>
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}
