import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { layoutContent } from "~/content/layout";
import { notFoundPage } from "~/content/not-found";
import { pageMeta } from "~/lib/seo";

// No loader: client-side navigation to any unknown path must render without fetching data.
export const meta = () => pageMeta({ ...notFoundPage.seo, path: "/404", noIndex: true });

/** The designed not-found page, pre-rendered at /404 and sent by the server with status 404. */
export default function NotFound() {
  const { hero } = notFoundPage;
  const destinations = layoutContent.topBar.links.filter((link) => link.to !== "/");
  return (
    <section className="bg-grey-50 pt-40 pb-24">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="font-semibold text-accent-700 text-sm uppercase tracking-[0.16em]">{hero.eyebrow}</p>
          <h1 className="mt-3 font-bold text-5xl sm:text-6xl">{hero.title}</h1>
          <p className="mt-5 max-w-xl text-grey-600 text-lg">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/" size="lg">
              {layoutContent.topBar.links[0].label}
            </ButtonLink>
            <ButtonLink to={layoutContent.topBar.cta.to} variant="secondary" size="lg">
              {layoutContent.topBar.cta.label}
            </ButtonLink>
          </div>
        </div>
        <nav aria-labelledby="not-found-links" className="rounded-card bg-white p-6 shadow-card sm:p-8">
          <h2
            id="not-found-links"
            className="font-semibold text-grey-600 text-sm uppercase tracking-[0.14em]"
          >
            {layoutContent.footer.quickLinksTitle}
          </h2>
          <ul className="mt-4 divide-y divide-grey-200">
            {destinations.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  prefetch="intent"
                  className="flex items-center justify-between py-3.5 font-semibold text-lg hover:text-accent-700"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}
