import type { ReactNode } from "react";
import { Container } from "./container.tsx";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro: string;
  children?: ReactNode;
}

/** The opening band of an inner page: dark, with room for the floating top bar. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-36 pb-20 text-white sm:pt-40 sm:pb-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-800),transparent_60%)] opacity-70"
      />
      <Container className="relative">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">{eyebrow}</p>
          )}
          <h1 className="mt-3 font-bold text-4xl sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-5 text-ink-100 text-lg sm:text-xl">{intro}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </Container>
    </section>
  );
}
