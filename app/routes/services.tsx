import { PageHero } from "~/components/ui/page-hero";
import { servicesPage } from "~/content/services-overview";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: servicesPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/services" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page;
  return <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />;
}
