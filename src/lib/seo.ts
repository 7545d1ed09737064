/**
 * The head of one page: title, description, canonical address, robots, Open Graph and Twitter cards with the
 * page's own share image. Document.astro writes it and adds the page's structured data (page-structured-data.ts).
 * Pages inside the shared layout pass their `seo` to SiteLayout; the others call `pageHead()` themselves and
 * hand the result to Document.astro: both give the same head.
 */
import { canonicalPath, isNoIndexPath } from "./indexed-paths.ts";
import { absoluteUrl } from "./site-url.ts";
import type { JsonLd, ServiceFacts } from "./structured-data.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, e.g. "/services" (its canonical address is derived from it). */
  path: string;
  /** Never index this page. The not-found pages and the editor are never indexed anyway (indexed-paths.ts). */
  noIndex?: boolean;
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

export function pageHead(site: URL | string, siteName: string, seo: PageSeo): PageHead {
  return {
    title: seo.title,
    description: seo.description,
    path: seo.path,
    canonical: absoluteUrl(site, canonicalPath(seo.path)),
    noIndex: seo.noIndex === true || isNoIndexPath(seo.path),
    siteName,
    image: absoluteUrl(site, shareImagePath(seo.path)),
    ...(seo.service ? { service: seo.service } : {}),
    structuredData: seo.structuredData ?? [],
  };
}
