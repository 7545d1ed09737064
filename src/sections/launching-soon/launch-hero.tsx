import type { ReactNode } from "react";
import { BrandLogo } from "#src/components/ui/brand-logo.tsx";
import { Container } from "#src/components/ui/container.tsx";

interface LaunchHeroProps {
  siteName: string;
  /** The home page, in the page's language. */
  homeHref: string;
  homeLinkLabel: string;
  tagline: string;
  copy: { eyebrow: string; title: string; intro: string };
  /** The countdown island. */
  countdown?: ReactNode;
  /** The sign-up island. */
  signup?: ReactNode;
}

/** The opening of /launching-soon: logo, what is coming, the countdown and the sign-up form. */
export function LaunchHero({
  siteName,
  homeHref,
  homeLinkLabel,
  tagline,
  copy,
  countdown,
  signup,
}: LaunchHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-8 pb-20 text-white sm:pb-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_28rem_at_15%_-5%,var(--color-accent-800),transparent_60%),radial-gradient(40rem_24rem_at_95%_10%,var(--color-ink-700),transparent_60%)] opacity-80"
      />
      <Container className="relative flex flex-col items-center text-center">
        <a href={homeHref} aria-label={homeLinkLabel} className="rounded-md">
          <BrandLogo name={siteName} tone="dark" />
        </a>
        <p className="mt-14 font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">
          {copy.eyebrow}
        </p>
        <h1 className="mt-3 max-w-3xl font-bold text-4xl sm:text-6xl">{copy.title}</h1>
        <p className="mt-4 max-w-2xl font-medium text-lg text-saffron-300 sm:text-xl">{tagline}</p>
        <p className="mt-3 max-w-2xl text-ink-100 text-lg">{copy.intro}</p>
        <div className="mt-12 w-full max-w-3xl">{countdown}</div>
        <div className="mt-12 w-full max-w-2xl">{signup}</div>
      </Container>
    </section>
  );
}
