import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";

type Link = { to: string; label: string };

interface NotFoundSectionProps {
  hero: { eyebrow: string; title: string; intro: string };
  home: Link;
  cta: Link;
  linksTitle: string;
  /** The main sections, offered as ways on. */
  destinations: readonly Link[];
}

/** The designed not-found screen: what happened, and links home and to the main sections. */
export function NotFoundSection({ hero, home, cta, linksTitle, destinations }: NotFoundSectionProps) {
  return (
    <section className="bg-grey-50 pt-40 pb-24">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="font-semibold text-accent-700 text-sm uppercase tracking-[0.16em]">{hero.eyebrow}</p>
          <h1 className="mt-3 font-bold text-5xl sm:text-6xl">{hero.title}</h1>
          <p className="mt-5 max-w-xl text-grey-600 text-lg">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={home.to} size="lg">
              {home.label}
            </ButtonLink>
            <ButtonLink href={cta.to} variant="secondary" size="lg">
              {cta.label}
            </ButtonLink>
          </div>
        </div>
        <nav aria-labelledby="not-found-links" className="rounded-card bg-white p-6 shadow-card sm:p-8">
          <h2
            id="not-found-links"
            className="font-semibold text-grey-600 text-sm uppercase tracking-[0.14em]"
          >
            {linksTitle}
          </h2>
          <ul className="mt-4 divide-y divide-grey-200">
            {destinations.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  className="flex items-center justify-between py-3.5 font-semibold text-lg hover:text-accent-700"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}
