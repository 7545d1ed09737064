import { ArrowDown } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { PageHero } from "#src/components/ui/page-hero.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface AboutHeroProps {
  hero: { eyebrow: string; title: string; intro: string; storyButton: string; teamButton: string };
  image: PictureData;
  /** Ids of the sections the two links jump to. */
  storyId: string;
  teamId: string;
}

/** The About hero: its two links jump to Our Story and Meet Our Team (plain in-page links, no script). */
export function AboutHero({ hero, image, storyId, teamId }: AboutHeroProps) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={image}>
      <a href={`#${storyId}`} className={buttonClasses("onDark", "lg")}>
        {hero.storyButton}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
      <a href={`#${teamId}`} className={buttonClasses("outlineOnDark", "lg")}>
        {hero.teamButton}
      </a>
    </PageHero>
  );
}
