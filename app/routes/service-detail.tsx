import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { findService } from "~/content/service-catalogue";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

/** Runs at build time for every id in the catalogue. */
export function loader({ params }: Route.LoaderArgs) {
  return { service: findService(params.serviceId) ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.service
    ? pageMeta({
        title: `${loaderData.service.title} | Serendib Digital`,
        description: `${loaderData.service.tagline} ${loaderData.service.title} packages from Serendib Digital, Colombo and Bengaluru. Contact us for pricing.`,
        path: `/services/${loaderData.service.id}`,
      })
    : [{ title: "Service Not Found | Serendib Digital" }, { name: "robots", content: "noindex" }];

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  if (!service) return <ServiceNotFound />;
  return <PageHero eyebrow="Service" title={service.title} intro={service.tagline} />;
}

/** A path that was not pre-rendered has no data to load: show the not-found screen. */
export function ErrorBoundary() {
  return <ServiceNotFound />;
}

function ServiceNotFound() {
  return (
    <PageHero title="Service Not Found" intro="The requested service could not be found.">
      <ButtonLink to="/services" variant="onDark">
        View All Services
      </ButtonLink>
    </PageHero>
  );
}
