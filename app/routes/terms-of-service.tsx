import { termsOfServicePage } from "~/content/terms-of-service";
import { LegalDocument } from "~/features/legal-document/legal-document";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: termsOfServicePage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/terms-of-service" });

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.page} />;
}
