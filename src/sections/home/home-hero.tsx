import { ArrowRight, CircleCheck } from "lucide-react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import { TemplateText } from "#src/components/ui/template-text.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

type Link = { label: string; to: string };

export interface HomeHeroCopy {
  banner: { label: string; text: string; link: Link };
  /** With `{highlight}` where the accent words go. */
  title: string;
  highlight: string;
  intro: string;
  primary: Link;
  secondary: Link;
  points: readonly string[];
}

/** The home page's opening: the "What's new?" banner, the promise, the two next steps. */
export function HomeHero({ hero, image }: { hero: HomeHeroCopy; image: PictureData }) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-32 pb-20 text-white sm:pt-40 sm:pb-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_30rem_at_85%_0%,var(--color-accent-800),transparent_60%),radial-gradient(40rem_24rem_at_0%_100%,var(--color-ink-800),transparent_70%)]"
      />
      <Container className="relative grid items-center gap-14 lg:grid-cols-[minmax(0,11fr)_minmax(0,9fr)]">
        <div>
          <p className="inline-flex max-w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white/10 py-1.5 pr-4 pl-1.5 text-sm ring-1 ring-white/15 sm:rounded-pill">
            <span className="rounded-pill bg-accent-400 px-3 py-0.5 font-semibold text-ink-950">
              {hero.banner.label}
            </span>
            <span className="text-ink-100">{hero.banner.text}</span>
            <a
              href={hero.banner.link.to}
              className="inline-flex items-center gap-1 font-semibold text-accent-300 hover:text-accent-200"
            >
              {hero.banner.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </p>
          <h1 className="mt-6 font-bold text-[2.5rem] leading-[1.08] sm:text-6xl lg:text-[4.25rem]">
            <TemplateText
              text={hero.title}
              values={{ highlight: <span className="text-accent-400">{hero.highlight}</span> }}
            />
          </h1>
          <p className="mt-6 max-w-xl text-ink-100 text-lg sm:text-xl">{hero.intro}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink href={hero.primary.to} variant="onDark" size="lg">
              {hero.primary.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink href={hero.secondary.to} variant="outlineOnDark" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-2 text-ink-100 text-sm">
            {hero.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 text-accent-400" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        {/* Wide screens only: on phones the headline is the largest paint, straight from the HTML, and the picture
            is never fetched; on a desktop it is in the first view, so it loads at once. */}
        <div className="hidden lg:block">
          <Picture
            image={image}
            media="(min-width: 1024px)"
            priority
            sizes="34rem"
            className="block overflow-hidden rounded-card shadow-lift ring-1 ring-white/10"
            imgClassName="h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}
