/**
 * The head of one page: title, description, canonical address, Open Graph and Twitter cards with the page's
 * own share image, and its structured data. Document.astro writes it.
 */
import { canonicalPath } from "./indexed-paths.ts";
import { absoluteUrl } from "./site-url.ts";
import type { JsonLd } from "./structured-data.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, e.g. "/services" (its canonical address is derived from it). */
  path: string;
  /** Never index this page (not-found pages). */
  noIndex?: boolean;
  /** On a service page: the service, for its structured data (its packages become offers). */
  service?: { name: string; description: string; packages: readonly string[] };
  structuredData?: readonly JsonLd[];
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  noIndex: boolean;
  siteName: string;
  image: string;
  structuredData: readonly JsonLd[];
}

/** "/" → "home", "/services/seo-optimization" → "services-seo-optimization". */
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
  const noIndex = seo.noIndex ?? false;
  return {
    title: seo.title,
    description: seo.description,
    canonical: absoluteUrl(site, canonicalPath(seo.path)),
    noIndex,
    siteName,
    image: absoluteUrl(site, shareImagePath(seo.path)),
    structuredData: noIndex ? [] : (seo.structuredData ?? []),
  };
}
