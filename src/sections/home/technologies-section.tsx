import { Container } from "#src/components/ui/container.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";
import { tilePlacements } from "./tech-grid-rows.ts";

interface TechnologyView {
  id: string;
  name: string;
  /** Decorative (the name is beside it): its alt text is empty. */
  icon: PictureData;
}

interface TechnologiesSectionProps {
  copy: { eyebrow: string; title: string; intro: string };
  technologies: readonly TechnologyView[];
}

/** The Technology Stack grid: 4 per row on phones, 6 per row on small screens, 7/5/4 on wide screens. */
export function TechnologiesSection({ copy, technologies }: TechnologiesSectionProps) {
  const placements = tilePlacements(technologies.length);
  return (
    <Reveal as="section" aria-labelledby="tech-title" className="bg-grey-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="tech-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <ul
          aria-label={copy.title}
          className="mx-auto mt-14 grid max-w-5xl grid-cols-4 gap-3 sm:gap-4 md:grid-cols-12 lg:grid-cols-14 lg:gap-5"
        >
          {technologies.map((technology, index) => (
            <li
              key={technology.id}
              className={`col-span-1 flex flex-col items-center gap-2 rounded-2xl bg-white px-1 py-4 text-center shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0 md:col-span-2 ${placements[index]}`}
            >
              {/* Each icon is its own small file, loaded when the grid scrolls near. */}
              <Picture
                image={technology.icon}
                sizes="2.25rem"
                onFailure="hide"
                className="block size-8 sm:size-9"
                imgClassName="size-full"
              />
              <span className="font-medium text-grey-700 text-xs leading-tight sm:text-sm">
                {technology.name}
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}
