import { PageHero } from "~/components/ui/page-hero";
import { privacyPolicyPage } from "~/content/privacy-policy";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: privacyPolicyPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/privacy-policy" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page;
  return <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />;
}
