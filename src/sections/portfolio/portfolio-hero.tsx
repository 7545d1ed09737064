import { ArrowDown, Briefcase, Globe, Heart, type LucideIcon, Palette } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { IconTile } from "#src/components/ui/icon-tile.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

const statIcons: Record<string, LucideIcon> = {
  briefcase: Briefcase,
  globe: Globe,
  palette: Palette,
  heart: Heart,
};

interface PortfolioHeroProps {
  hero: { eyebrow: string; title: string; intro: string; galleryButton: string; websitesButton: string };
  image: PictureData;
  stats: readonly { number: string; label: string; icon: string }[];
  statsLabel: string;
  /** Ids of the sections the two buttons jump to. */
  galleryId: string;
  websitesId: string;
}

/** The opening of /portfolio: what we do, two ways into the work, and the figures behind it. */
export function PortfolioHero({ hero, image, stats, statsLabel, galleryId, websitesId }: PortfolioHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-36 pb-16 text-white sm:pt-40">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
      />
      <Container className="relative">
        <div className="grid items-center gap-10 lg:grid-cols-[1.05fr_1fr]">
          <div>
            <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">
              {hero.eyebrow}
            </p>
            <h1 className="mt-3 font-bold text-4xl sm:text-5xl lg:text-6xl">{hero.title}</h1>
            <p className="mt-5 max-w-xl text-ink-100 text-lg sm:text-xl">{hero.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={`#${galleryId}`} className={buttonClasses("onDark", "lg")}>
                {hero.galleryButton}
                <ArrowDown aria-hidden="true" className="size-5" />
              </a>
              <a href={`#${websitesId}`} className={buttonClasses("outlineOnDark", "lg")}>
                {hero.websitesButton}
                <ArrowDown aria-hidden="true" className="size-5" />
              </a>
            </div>
          </div>
          <Picture
            image={image}
            priority
            sizes="(min-width: 1280px) 580px, (min-width: 1024px) 46vw, 100vw"
            className="block overflow-hidden rounded-card shadow-lift ring-1 ring-white/10"
            imgClassName="h-auto w-full"
          />
        </div>

        <ul aria-label={statsLabel} className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <li
              key={stat.label}
              className="flex flex-col items-start gap-3 rounded-card bg-white/5 p-4 ring-1 ring-white/10 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
            >
              <IconTile icon={statIcons[stat.icon] ?? Briefcase} tone="onDarkRound" className="shrink-0" />
              <span className="min-w-0">
                <span className="block font-bold text-2xl text-white sm:text-3xl">{stat.number}</span>
                <span className="block text-ink-100 text-sm">{stat.label}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
