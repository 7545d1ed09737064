import { Container } from "#src/components/ui/container.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface TeamMemberView {
  id: string;
  name: string;
  role: string;
  bio: string;
  portrait: PictureData;
}

interface TeamGridProps {
  /** The section's id: the hero's "Meet Our Team" link jumps here. */
  id: string;
  heading: { eyebrow: string; title: string; intro: string };
  members: readonly TeamMemberView[];
}

/**
 * The team, one card each. A portrait reports to the console whether it loaded, and one that fails to load
 * is hidden rather than shown broken (the page's early script does both: lib/head-script/image-fallback.ts).
 */
export function TeamGrid({ id, heading, members }: TeamGridProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby="team-title"
      className="scroll-mt-24 py-20 focus:outline-none sm:py-28"
    >
      <Container>
        <SectionHeading
          id="team-title"
          eyebrow={heading.eyebrow}
          title={heading.title}
          intro={heading.intro}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member) => (
            <li
              key={member.id}
              className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
            >
              <Picture
                image={member.portrait}
                sizes="(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 90vw"
                onFailure="hide"
                logLoadAs={member.name}
                // A flex item (no display class): a photo that fails is hidden by the early script's CSS.
                className="aspect-[4/5] bg-accent-50"
                imgClassName="h-full w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-bold text-xl">{member.name}</h3>
                <p className="mt-1 font-semibold text-accent-700 text-sm">{member.role}</p>
                <p className="mt-3 text-[0.95rem] text-grey-600">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
