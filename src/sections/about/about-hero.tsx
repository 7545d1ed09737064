import { ArrowDown } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { Picture } from "~/components/ui/picture.tsx";
import type { PictureData } from "~/lib/picture-data.ts";

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
    <section className="relative overflow-hidden bg-ink-950 pt-36 pb-20 text-white sm:pt-40 sm:pb-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
      />
      <Container className="relative grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">{hero.eyebrow}</p>
          <h1 className="mt-3 font-bold text-4xl sm:text-5xl lg:text-6xl">{hero.title}</h1>
          <p className="mt-5 max-w-2xl text-ink-100 text-lg sm:text-xl">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={`#${storyId}`} className={buttonClasses("onDark", "lg")}>
              {hero.storyButton}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
            <a href={`#${teamId}`} className={buttonClasses("outlineOnDark", "lg")}>
              {hero.teamButton}
            </a>
          </div>
        </div>
        <div className="hidden lg:block">
          <Picture
            image={image}
            sizes="(min-width: 1024px) 32rem, 0px"
            priority
            className="block overflow-hidden rounded-card shadow-lift ring-1 ring-white/10"
            imgClassName="h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}
