/**
 * The head of one page: title, description, canonical address, robots, Open Graph and Twitter cards with the
 * page's own share image. Document.astro writes it and adds the page's structured data (structured-data.ts).
 * The title and description are the list of pages' (site-pages.ts), computed there once: pages inside the shared
 * layout pass their path (`seo`) to SiteLayout, the others call `sitePageHead()` (site-content.ts) and hand the
 * result to Document.astro; both read the page's entry in that list.
 */
import { canonicalPath, isNoIndexPath } from "./indexed-paths.ts";
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

export interface PageHead {
  title: string;
  description: string;
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

/** The head of a page, from its search texts (its entry in the list of pages) and what the page adds. */
export function pageHead(
  site: URL | string,
  siteName: string,
  texts: { title: string; description: string },
  seo: PageSeo,
): PageHead {
  return {
    title: texts.title,
    description: texts.description,
    path: seo.path,
    canonical: absoluteUrl(site, canonicalPath(seo.path)),
    noIndex: isNoIndexPath(seo.path),
    siteName,
    image: absoluteUrl(site, shareImagePath(seo.path)),
    ...(seo.service ? { service: seo.service } : {}),
    structuredData: seo.structuredData ?? [],
  };
}
