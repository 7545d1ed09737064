import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { SectionHeading } from "~/components/ui/section-heading";
import { resolveImage } from "~/content/images";
import { findService, packageEnquiryIntro, serviceDetailCopy } from "~/content/service-catalogue";
import { serviceNotFound } from "~/content/service-not-found";
import { PackageGrid } from "~/features/service-detail/package-grid";
import { ServiceHero } from "~/features/service-detail/service-hero";
import { ServiceOverview } from "~/features/service-detail/service-overview";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

const optionalImage = (ref: { key: string; alt: string } | undefined) =>
  ref ? resolveImage(ref) : undefined;

/** Runs at build time for every id in the catalogue. */
export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.serviceId);
  if (!service) return { service: null, copy: serviceDetailCopy };
  return {
    copy: serviceDetailCopy,
    service: {
      id: service.id,
      title: service.title,
      tagline: service.tagline,
      description: service.description,
      overview: service.overview,
      features: service.features,
      packages: service.packages,
      packagesNote: service.packagesNote,
      enquiryIntros: service.packages.map((pkg) => packageEnquiryIntro(pkg.name, service.title)),
      heroImage: optionalImage(service.heroImage),
      overviewImage: optionalImage(service.overviewImage),
      featuresImage: optionalImage(service.featuresImage),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.service
    ? pageMeta({
        title: `${loaderData.service.title} | Serendib Digital`,
        description: loaderData.service.description,
        path: `/services/${loaderData.service.id}`,
      })
    : [{ title: serviceNotFound.seoTitle }, { name: "robots", content: "noindex" }];

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, copy } = loaderData;
  if (!service) return <ServiceNotFound />;
  return (
    <>
      <ServiceHero
        eyebrow={copy.heroEyebrow}
        title={service.title}
        tagline={service.tagline}
        image={service.heroImage}
        cta={copy.heroCta}
        packagesLink={copy.heroPackagesLink}
      />
      <ServiceOverview
        overviewTitle={copy.overviewTitle}
        featuresTitle={copy.featuresTitle}
        overview={service.overview}
        features={service.features}
        overviewImage={service.overviewImage}
        featuresImage={service.featuresImage}
      />
      <section id="packages" aria-labelledby="packages-title" className="bg-grey-50 py-20 sm:py-24">
        <Container>
          <SectionHeading
            id="packages-title"
            eyebrow={copy.packagesEyebrow}
            title={copy.packagesTitle}
            intro={copy.packagesIntro}
          />
          <div className="mt-14">
            <PackageGrid
              serviceTitle={service.title}
              packages={service.packages}
              mostPopular={copy.mostPopular}
              inquireLabel={copy.inquireLabel}
              enquiryIntros={service.enquiryIntros}
            />
          </div>
          {service.packagesNote && (
            <p className="mt-10 text-center font-semibold text-grey-700">{service.packagesNote}</p>
          )}
        </Container>
      </section>
      <section aria-labelledby="service-closing" className="py-20 sm:py-24">
        <Container>
          <div className="rounded-card bg-accent-50 px-6 py-12 text-center ring-1 ring-accent-100 sm:px-12">
            <SectionHeading id="service-closing" title={copy.closingTitle} intro={copy.closingText} />
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/get-quote" size="lg">
                {copy.closingPrimary}
              </ButtonLink>
              <ButtonLink to="/contact" variant="secondary" size="lg">
                {copy.closingSecondary}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

/** A path that was not pre-rendered has no data to load: show the not-found screen. */
export function ErrorBoundary() {
  return <ServiceNotFound />;
}

function ServiceNotFound() {
  return (
    <PageHero title={serviceNotFound.title} intro={serviceNotFound.message}>
      <ButtonLink to={serviceNotFound.link.to} variant="onDark">
        {serviceNotFound.link.label}
      </ButtonLink>
    </PageHero>
  );
}
