import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { packagesPage } from "~/content/packages";
import { PACKAGE_CATEGORIES } from "~/content/packages.schema";
import { CustomSolution } from "~/features/custom-solution/custom-solution";
import { HostingCards } from "~/features/hosting-offers/hosting-cards";
import { PackageBrowser } from "~/features/package-filter/package-browser";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/packages";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: packagesPage, categories: PACKAGE_CATEGORIES };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/packages" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, categories } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} />
      <PackageBrowser
        categories={categories}
        filter={page.filter}
        packages={page.packages}
        inquireLabel={page.inquireLabel}
        enquiryIntro={page.enquiryIntro}
      />
      <section aria-labelledby="hosting-title" className="bg-ink-950 py-20 text-white sm:py-24">
        <Container>
          <SectionHeading
            id="hosting-title"
            tone="dark"
            eyebrow={page.hosting.eyebrow}
            title={page.hosting.title}
            intro={page.hosting.intro}
          />
          <Reveal className="mt-14">
            <HostingCards hosting={page.hosting} />
          </Reveal>
        </Container>
      </section>
      <Reveal as="section" aria-labelledby="custom-solution" className="py-20 sm:py-24">
        <Container>
          <CustomSolution custom={page.custom} />
        </Container>
      </Reveal>
    </>
  );
}
