/**
 * The head of one page: title, description, canonical address, robots, Open Graph and Twitter cards with the
 * page's own share image. Document.astro writes it and adds the page's structured data (structured-data.ts).
 * The title and description are the list of pages' (site-pages.ts), computed there once: pages inside the shared
 * layout pass their path (`seo`) to SiteLayout, the others call `sitePageHead()` (site-content.ts) and hand the
 * result to Document.astro; both read the page's entry in that list.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "#contracts/locales.ts";
import { canonicalPath } from "./indexed-paths.ts";
import { absoluteUrl } from "./site-url.ts";
import type { JsonLd, ServiceFacts } from "./structured-data.ts";

/** What a page says about its head: its path, and what it adds to its structured data. */
export interface PageSeo {
  /** The page's own path, e.g. "/services": its search texts are this path's in the list of pages. */
  path: string;
  /** On a service page: the service, for its structured data (its packages become offers). */
  service?: ServiceFacts;
  /** More structured data for this page, after what every page of its kind gets. */
  structuredData?: readonly JsonLd[];
}

/** The same page in another language, for `hreflang` links. */
interface Alternate {
  /** BCP 47 tag ("si-LK"), or "x-default" for the page a visitor gets whose language is none of these. */
  hreflang: string;
  href: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** The page's language. */
  locale: Locale;
  /** The page in every language (itself included), and x-default (English). Empty on a page not indexed. */
  alternates: readonly Alternate[];
  /** What the page is made from ("aboutPage", "services/seo-optimization"): its words' translation is that entry's. */
  source?: string;
  /** The path the page is served at. */
  path: string;
  canonical: string;
  noIndex: boolean;
  siteName: string;
  /** Absolute address of the page's 1200×630 share image. */
  image: string;
  service?: ServiceFacts;
  /** The page's own extra structured data (Document.astro adds what follows from the path and the service). */
  structuredData: readonly JsonLd[];
}

/** "/" → "home", "/services/seo-optimization" → "services-seo-optimization" (`/shop` shares `/shopping`'s). */
export function shareImageSlug(path: string): string {
  const slug = canonicalPath(path)
    .replace(/^\/+|\/+$/g, "")
    .replace(/\//g, "-");
  return slug === "" ? "home" : slug;
}

/** The 1200×630 share image made at build for a page (src/pages/share/[slug].png.ts). */
export function shareImagePath(path: string): string {
  return `/share/${shareImageSlug(path)}.png`;
}

/** The page's own name: its title without the agency name ("SEO | Serendib Digital" → "SEO"). */
export function pageName(title: string, siteName: string): string {
  const parts = title.split(" | ").filter((part) => part.trim() !== siteName);
  return (parts[0] ?? title).trim();
}

/** A page as the list of pages gives it (site-pages.ts `SitePage`). */
interface ListedPage {
  title: string;
  description: string;
  canonical: string;
  noIndex: boolean;
  locale: Locale;
  /** Its English address. */
  route: string;
  source?: string;
}

/**
 * The head of a page, from its entry in the list of pages (search texts, canonical address, language), the same
 * page in the other languages, and what the page adds.
 */
export function pageHead(
  site: URL | string,
  siteName: string,
  page: ListedPage,
  seo: PageSeo,
  otherLanguages: readonly ListedPage[] = [],
): PageHead {
  const english = otherLanguages.find((other) => other.locale === DEFAULT_LOCALE);
  const alternates: Alternate[] = page.noIndex
    ? []
    : [
        ...otherLanguages.map((other) => ({
          hreflang: LOCALE_INFO[other.locale].tag,
          href: absoluteUrl(site, other.canonical),
        })),
        ...(english ? [{ hreflang: "x-default", href: absoluteUrl(site, english.canonical) }] : []),
      ];
  return {
    title: page.title,
    description: page.description,
    locale: page.locale,
    alternates,
    ...(page.source ? { source: page.source } : {}),
    path: seo.path,
    canonical: absoluteUrl(site, page.canonical),
    noIndex: page.noIndex,
    siteName,
    image: absoluteUrl(site, shareImagePath(page.canonical)),
    ...(seo.service ? { service: seo.service } : {}),
    structuredData: seo.structuredData ?? [],
  };
}
