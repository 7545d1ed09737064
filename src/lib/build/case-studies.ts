/**
 * The case studies as the pages show them (build time): their cards, in a language, with the services each
 * names, and a study's structured data (schema.org `Article` about a `CreativeWork`).
 */
import { LOCALE_INFO, type Locale, localizedPath } from "#contracts/locales.ts";
import { list, single } from "#src/content/entries.ts";
import { absoluteUrl } from "./site-url.ts";
import type { JsonLd } from "./structured-data.ts";

interface CaseStudyCard {
  id: string;
  /** The ids of the services it used. */
  services: readonly string[];
  /** What a card shows (sections/case-studies/case-study-cards.tsx). */
  card: {
    href: string;
    title: string;
    summary: string;
    client: string;
    headline: { value: string; what: string; period: string };
  };
}

/** Every case study's card in a language, in the studies' order. */
export async function caseStudyCards(locale: Locale): Promise<CaseStudyCard[]> {
  const [studies, copy] = await Promise.all([list("caseStudies", locale), single("caseStudiesPage", locale)]);
  return studies.map(({ id, data }) => ({
    id,
    services: data.services.map((service) => service.id),
    card: {
      href: localizedPath(`/case-studies/${id}`, locale),
      title: data.title,
      summary: data.summary,
      client: `${data.client} · ${copy.countries[data.country]}`,
      headline: data.results[0]!,
    },
  }));
}

/** A study page's `Article` (in the page's language) about the client's project, by the agency. */
export function caseStudyJsonLd({
  site,
  path,
  title,
  description,
  client,
  locale,
  services,
}: {
  site: URL | string;
  /** The page's address in its language. */
  path: string;
  title: string;
  description: string;
  client: string;
  locale: Locale;
  services: readonly string[];
}): JsonLd {
  const organization = { "@id": absoluteUrl(site, "/#organization") };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${absoluteUrl(site, path)}#case-study`,
    headline: title,
    description,
    url: absoluteUrl(site, path),
    inLanguage: LOCALE_INFO[locale].tag,
    author: organization,
    publisher: organization,
    about: { "@type": "CreativeWork", name: title, creator: organization, keywords: services.join(", ") },
    mentions: { "@type": "Organization", name: client },
  };
}
