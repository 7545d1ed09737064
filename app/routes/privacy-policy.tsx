import { privacyPolicyPage } from "~/content/privacy-policy";
import { LegalDocument } from "~/features/legal-document/legal-document";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return { page: privacyPolicyPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/privacy-policy" });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.page} />;
}
