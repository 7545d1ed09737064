/**
 * schema.org JSON-LD for search engines, built from the identity file: the organisation, its website and
 * offices on the home page, a BreadcrumbList on nested pages, a Service on service pages (`pageJsonLd`).
 * Checked against schema.org in tests/json-ld-checks.ts.
 */

import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { fillTemplate } from "#contracts/words.ts";
import { canonicalPath } from "./indexed-paths.ts";
import { absoluteUrl } from "./site-url.ts";

export type JsonLd = { "@context"?: string; "@type": string | string[]; [key: string]: unknown };

/** The part of the identity file structured data reads. */
export interface IdentityFacts {
  name: string;
  legalName: string;
  description: string;
  tagline: string;
  foundedYear: number;
  contact: { phones: readonly { id: string; display: string }[]; emails: { info: string } };
  offices: readonly {
    id: string;
    label: string;
    city: string;
    region: string;
    country: string;
    countryCode: string;
    streetAddress: string;
    postalCode: string;
    phone: string;
  }[];
  /** The office's name and description for search engines (`{office}`, `{city}`, `{country}`). */
  officeWording: { name: string; description: string };
  hours: readonly { dayOfWeek: readonly string[]; opens: string; closes: string }[];
  socials: readonly { url: string }[];
}

/** What a service page passes for its Service (its packages become offers, without a price). */
export interface ServiceFacts {
  name: string;
  description: string;
  packages: readonly string[];
}

const CONTEXT = "https://schema.org";

/** The square logo written at build (src/pages/share/logo.png.ts). */
export const LOGO_PATH = "/share/logo.png";
export const LOGO_SIZE = 512;

/** "9:00" → "09:00", the form schema.org expects. */
const time = (value: string) => value.padStart(5, "0");

/**
 * The structured data of the site in one language: the organisation is one across languages (the same `@id`);
 * the website, the pages and their breadcrumbs are the language's own (`inLanguage`, its addresses).
 */
export function structuredData(site: URL | string, identity: IdentityFacts, locale: Locale = DEFAULT_LOCALE) {
  const url = (path: string) => absoluteUrl(site, path);
  /** A page's address in this language, from its English path. */
  const pageUrl = (path: string) => url(localizedPath(path, locale));
  const organizationId = url("/#organization");
  const phoneOf = (office: IdentityFacts["offices"][number]) =>
    identity.contact.phones.find((phone) => phone.id === office.phone)?.display;
  const postalAddress = (office: IdentityFacts["offices"][number]) => ({
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  });

  const organization = (): JsonLd => ({
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId,
    name: identity.name,
    legalName: identity.legalName,
    description: identity.description,
    url: url("/"),
    logo: { "@type": "ImageObject", url: url(LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    foundingDate: String(identity.foundedYear),
    email: identity.contact.emails.info,
    sameAs: identity.socials.map((social) => social.url),
    contactPoint: identity.offices.map((office) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: phoneOf(office),
      email: identity.contact.emails.info,
      areaServed: office.countryCode,
      // The languages the site speaks (schema.org: a language's name in English, or its tag).
      availableLanguage: LOCALES.map((code) => LOCALE_INFO[code].englishName),
    })),
    address: identity.offices.map(postalAddress),
  });

  const localBusinesses = (): JsonLd[] =>
    identity.offices.map((office) => {
      const words = { office: office.label, city: office.city, country: office.country };
      return {
        "@context": CONTEXT,
        "@type": "ProfessionalService",
        "@id": url(`/#office-${office.id}`),
        name: fillTemplate(identity.officeWording.name, words),
        description: fillTemplate(identity.officeWording.description, words),
        url: pageUrl("/contact"),
        image: url(LOGO_PATH),
        logo: url(LOGO_PATH),
        telephone: phoneOf(office),
        email: identity.contact.emails.info,
        address: postalAddress(office),
        openingHoursSpecification: identity.hours.map((hours) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [...hours.dayOfWeek],
          opens: time(hours.opens),
          closes: time(hours.closes),
        })),
        parentOrganization: { "@id": organizationId },
      };
    });

  const webSite = (): JsonLd => ({
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${pageUrl("/")}#website`,
    name: identity.name,
    description: identity.tagline,
    url: pageUrl("/"),
    inLanguage: LOCALE_INFO[locale].tag,
    publisher: { "@id": organizationId },
  });

  return {
    /** The home page's graph: who the agency is, its website and both offices. */
    home: (): JsonLd[] => [organization(), webSite(), ...localBusinesses()],

    /** A service, its packages offered without a price ("Contact for Pricing"). */
    service({
      name,
      description,
      path,
      packages,
    }: {
      name: string;
      description: string;
      path: string;
      packages?: readonly string[];
    }): JsonLd {
      const serviceUrl = pageUrl(path);
      const offer = (offerName: string) => ({
        "@type": "Offer",
        name: offerName,
        url: serviceUrl,
        availability: "https://schema.org/InStock",
        seller: { "@id": organizationId },
      });
      return {
        "@context": CONTEXT,
        "@type": "Service",
        "@id": `${serviceUrl}#service`,
        name,
        serviceType: name,
        description,
        url: serviceUrl,
        provider: { "@id": organizationId, "@type": "Organization", name: identity.name, url: url("/") },
        areaServed: identity.offices.map((office) => ({ "@type": "Country", name: office.countryCode })),
        offers: packages?.length ? packages.map(offer) : [offer(name)],
      };
    },

    /** Home → section → page. */
    breadcrumbs(trail: readonly { name: string; path: string }[]): JsonLd {
      return {
        "@context": CONTEXT,
        "@type": "BreadcrumbList",
        itemListElement: trail.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          item: pageUrl(item.path),
        })),
      };
    },
  };
}

export interface PageJsonLdInput {
  site: URL | string;
  identity: IdentityFacts;
  /** The page's language; every path here is its English one (`route`), made the language's in the output. */
  locale?: Locale;
  page: { path: string; title: string; noIndex: boolean; service?: ServiceFacts; extra?: readonly JsonLd[] };
  /** The main navigation (layout.yaml): the names breadcrumbs give the home page and the sections. */
  nav: readonly { to: string; label: string }[];
  /** Short names of the site's pages by path, for a section the navigation does not name. */
  pageNames: ReadonlyMap<string, string>;
  /** The page's own short name (its title without the agency name). */
  name: string;
}

/**
 * Home → section → page for a page one level down (`/services/<id>`, `/templates/<id>`), named as the main
 * navigation names them (else by the section page's own name), pointing at canonical addresses. Null for other
 * pages, or when the section is not a page of the site.
 */
export function breadcrumbTrail({
  path,
  name,
  nav,
  pageNames,
}: {
  path: string;
  name: string;
  nav: PageJsonLdInput["nav"];
  pageNames: PageJsonLdInput["pageNames"];
}): { name: string; path: string }[] | null {
  const segments = path.split("/").filter(Boolean);
  if (segments.length !== 2) return null;
  const nameOf = (target: string) =>
    nav.find((link) => canonicalPath(link.to) === canonicalPath(target))?.label ??
    pageNames.get(canonicalPath(target)) ??
    pageNames.get(target);
  const section = `/${segments[0]}`;
  const home = nameOf("/");
  const sectionName = nameOf(section);
  if (!home || !sectionName) return null;
  return [
    { name: home, path: "/" },
    { name: sectionName, path: canonicalPath(section) },
    { name, path: canonicalPath(path) },
  ];
}

/** Every JSON-LD block of one page; none on a page kept out of search. */
export function pageJsonLd({
  site,
  identity,
  locale,
  page,
  nav,
  pageNames,
  name,
}: PageJsonLdInput): JsonLd[] {
  if (page.noIndex) return [];
  const data = structuredData(site, identity, locale);
  const blocks: JsonLd[] = [];
  if (page.path === "/") blocks.push(...data.home());
  const trail = breadcrumbTrail({ path: page.path, name, nav, pageNames });
  if (trail) blocks.push(data.breadcrumbs(trail));
  if (page.service) blocks.push(data.service({ ...page.service, path: canonicalPath(page.path) }));
  blocks.push(...(page.extra ?? []));
  return blocks;
}
