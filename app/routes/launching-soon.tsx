import { Link } from "react-router";
import { BrandLogo } from "~/components/layout/brand-logo";
import { Container } from "~/components/ui/container";
import { launchingSoonPage } from "~/content/launching-soon";
import { layoutContent } from "~/content/layout";
import { siteConfig } from "~/content/site-config";
import { Countdown } from "~/features/countdown/countdown";
import { LaunchNotifyForm } from "~/features/launch-notify/launch-notify-form";
import { LaunchContact, WhatWeAreBuilding, WhyChoose } from "~/features/launch-page/launch-sections";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/launching-soon";

export function loader() {
  return {
    page: launchingSoonPage,
    launchDate: siteConfig.launchDate,
    emailValidation: layoutContent.emailValidation,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/launching-soon" });

/** A full page without the shared layout: countdown, what is coming, contact, sign-up, small footer. */
export default function LaunchingSoon({ loaderData }: Route.ComponentProps) {
  const { page, launchDate, emailValidation } = loaderData;
  const { hero, footer } = page;
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950">
      <main id="main" className="flex-1">
        <section className="relative overflow-hidden pt-8 pb-20 text-white sm:pb-28">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(50rem_28rem_at_15%_-5%,var(--color-accent-800),transparent_60%),radial-gradient(40rem_24rem_at_95%_10%,var(--color-ink-700),transparent_60%)] opacity-80"
          />
          <Container className="relative flex flex-col items-center text-center">
            <Link to="/" aria-label={layoutContent.homeLinkLabel} className="rounded-md">
              <BrandLogo tone="dark" />
            </Link>
            <p className="mt-14 font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">
              {hero.eyebrow}
            </p>
            <h1 className="mt-3 max-w-3xl font-bold text-4xl sm:text-6xl">{hero.title}</h1>
            <p className="mt-4 max-w-2xl font-medium text-saffron-300 text-lg sm:text-xl">
              {siteConfig.tagline}
            </p>
            <p className="mt-3 max-w-2xl text-ink-100 text-lg">{hero.intro}</p>
            <div className="mt-12 w-full max-w-3xl">
              <Countdown target={launchDate} copy={page.countdown} />
            </div>
            <div className="mt-12 w-full max-w-2xl">
              <LaunchNotifyForm copy={page.notify} messages={emailValidation} />
            </div>
          </Container>
        </section>
        <WhatWeAreBuilding copy={page.building} />
        <WhyChoose copy={page.whyChoose} />
        <LaunchContact copy={page.contact} newTab={layoutContent.newTab} />
      </main>
      <footer className="border-white/10 border-t bg-ink-950 py-8 text-ink-200 text-sm">
        <Container className="flex flex-col items-center justify-between gap-4 sm:flex-row">
          <p>
            © {siteConfig.copyrightYears.launch} {siteConfig.name}. {footer.rights}
          </p>
          <nav aria-label={footer.legalLabel}>
            <ul className="flex gap-6">
              {footer.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    prefetch="intent"
                    className="text-ink-100 underline-offset-2 hover:text-accent-300 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </footer>
    </div>
  );
}
