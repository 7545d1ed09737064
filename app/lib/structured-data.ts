/**
 * schema.org JSON-LD for search engines, built from the site config. `pageMeta` (./seo.ts) places them on
 * pages: the organisation graph on the home page, a BreadcrumbList on nested pages, a Service on service pages.
 */
import { siteConfig } from "../content/site-config.ts";
import { absoluteUrl } from "./site-url.ts";

export type JsonLd = { "@context"?: string; "@type": string | string[]; [key: string]: unknown };

const CONTEXT = "https://schema.org";
const ORGANIZATION_ID = absoluteUrl("/#organization");
const WEBSITE_ID = absoluteUrl("/#website");

/** The square logo written by the site-file generator (scripts/site-files). */
export const LOGO_PATH = "/og/logo.png";
export const LOGO_SIZE = 512;

/**
 * The section a nested page sits in, for breadcrumbs: `/services/x` is under Services, `/templates/x` under
 * the shop (where /templates canonicalises). A test checks these paths against the site map.
 */
export const breadcrumbSections: Record<string, { name: string; path: string }> = {
  services: { name: "Services", path: "/services" },
  templates: { name: "Templates", path: "/shopping" },
};

/** "9:00" → "09:00", the form schema.org expects. */
const time = (value: string) => value.padStart(5, "0");

const phoneOf = (office: (typeof siteConfig.offices)[number]) =>
  siteConfig.contact.phones[office.phone].display;

export function organization(): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    description: siteConfig.description,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    foundingDate: String(siteConfig.foundedYear),
    email: siteConfig.contact.emails.info,
    sameAs: siteConfig.socials.map((social) => social.url),
    contactPoint: siteConfig.offices.map((office) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: phoneOf(office),
      email: siteConfig.contact.emails.info,
      areaServed: office.countryCode,
      availableLanguage: ["English"],
    })),
    address: siteConfig.offices.map(postalAddress),
  };
}

function postalAddress(office: (typeof siteConfig.offices)[number]) {
  return {
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  };
}

/** One ProfessionalService (a LocalBusiness) per office, with its address, phone and opening hours. */
export function localBusinesses(): JsonLd[] {
  return siteConfig.offices.map((office) => ({
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": absoluteUrl(`/#office-${office.id}`),
    name: `${siteConfig.name} ${office.city}`,
    description: `${siteConfig.name}'s ${office.label.toLowerCase()} in ${office.city}, ${office.country}.`,
    url: absoluteUrl("/contact"),
    image: absoluteUrl(LOGO_PATH),
    logo: absoluteUrl(LOGO_PATH),
    telephone: phoneOf(office),
    email: siteConfig.contact.emails.info,
    address: postalAddress(office),
    openingHoursSpecification: siteConfig.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...hours.dayOfWeek],
      opens: time(hours.opens),
      closes: time(hours.closes),
    })),
    parentOrganization: { "@id": ORGANIZATION_ID },
  }));
}

export function webSite(): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": WEBSITE_ID,
    name: siteConfig.name,
    description: siteConfig.tagline,
    url: absoluteUrl("/"),
    inLanguage: "en-LK",
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/** The home page's graph: who the agency is, its website and both offices. */
export function homeStructuredData(): JsonLd[] {
  return [organization(), webSite(), ...localBusinesses()];
}

export interface ServiceInput {
  name: string;
  description: string;
  /** The canonical path of the service page. */
  path: string;
  /** Package names, when the service has packages (offered without a price: "Contact for Pricing"). */
  packages?: readonly string[];
}

export function service({ name, description, path, packages }: ServiceInput): JsonLd {
  const url = absoluteUrl(path);
  const offer = (offerName: string) => ({
    "@type": "Offer",
    name: offerName,
    url,
    availability: "https://schema.org/InStock",
    seller: { "@id": ORGANIZATION_ID },
  });
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name,
    serviceType: name,
    description,
    url,
    provider: {
      "@id": ORGANIZATION_ID,
      "@type": "Organization",
      name: siteConfig.name,
      url: absoluteUrl("/"),
    },
    areaServed: siteConfig.offices.map((office) => ({ "@type": "Country", name: office.countryCode })),
    offers: packages?.length ? packages.map(offer) : [offer(name)],
  };
}

/** Home → section → page, with absolute URLs; `null` for a path that is not nested in a known section. */
export function breadcrumbList(path: string, pageName: string): JsonLd | null {
  const segments = path.split("/").filter(Boolean);
  const section = segments.length === 2 ? breadcrumbSections[segments[0]!] : undefined;
  if (!section) return null;
  const trail = [
    { name: "Home", path: "/" },
    { name: section.name, path: section.path },
    { name: pageName, path },
  ];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
