import { ArrowDown } from "lucide-react";
import { ButtonLink, buttonClasses } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { Picture } from "~/components/ui/picture.tsx";
import type { PictureData } from "~/lib/picture-data.ts";

interface ServiceHeroProps {
  eyebrow: string;
  title: string;
  tagline: string;
  image: PictureData;
  cta: { label: string; to: string };
  packagesLink: string;
  /** Id of the packages section the second link jumps to. */
  packagesId: string;
}

/** The opening band of a service page: title and tagline, with the service's picture on wide screens. */
export function ServiceHero({
  eyebrow,
  title,
  tagline,
  image,
  cta,
  packagesLink,
  packagesId,
}: ServiceHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-36 pb-20 text-white sm:pt-40 sm:pb-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
      />
      <Container className="relative grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">{eyebrow}</p>
          <h1 className="mt-3 font-bold text-4xl sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-ink-100 text-lg sm:text-xl">{tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={cta.to} variant="onDark" size="lg">
              {cta.label}
            </ButtonLink>
            <a href={`#${packagesId}`} className={buttonClasses("outlineOnDark", "lg")}>
              {packagesLink}
              <ArrowDown aria-hidden="true" className="size-4" />
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
