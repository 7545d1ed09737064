import type { ReactNode } from "react";
import type { PictureData } from "#src/lib/shared/picture-data.ts";
import { Container } from "./container.tsx";
import { Picture } from "./picture.tsx";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro: string;
  /**
   * A picture beside the text on wide screens. Below 1024 px it is not shown (nor loaded): the headline is the
   * largest paint there.
   */
  image?: PictureData;
  /** Under the intro, in a row: links, figures. */
  children?: ReactNode;
}

/** The opening band of an inner page: dark, with room for the floating top bar. */
export function PageHero({ eyebrow, title, intro, image, children }: PageHeroProps) {
  const text = (
    <>
      {eyebrow && (
        <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">{eyebrow}</p>
      )}
      <h1 className="mt-3 font-bold text-4xl sm:text-5xl lg:text-6xl">{title}</h1>
      <p className={`mt-5 text-ink-100 text-lg sm:text-xl ${image ? "max-w-2xl" : ""}`}>{intro}</p>
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </>
  );
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-36 pb-20 text-white sm:pt-40 sm:pb-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
      />
      {image ? (
        <Container className="relative grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div>{text}</div>
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
      ) : (
        <Container className="relative">
          <div className="max-w-3xl">{text}</div>
        </Container>
      )}
    </section>
  );
}
