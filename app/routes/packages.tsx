import { PageHero } from "~/components/ui/page-hero";
import { packagesPage } from "~/content/packages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/packages";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: packagesPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/packages" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page;
  return <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />;
}
