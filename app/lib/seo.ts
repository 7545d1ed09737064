import { siteConfig } from "../content/site-config.ts";
import { absoluteUrl } from "./site-url.ts";
import { breadcrumbList, homeStructuredData, type JsonLd, service as serviceLd } from "./structured-data.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/services". */
  path: string;
  /** Path of the 1200×630 share image; by default the one generated for the page (`shareImagePath`). */
  image?: string;
  noIndex?: boolean;
  /** Extra JSON-LD objects for the page (the home graph, breadcrumbs and services are added automatically). */
  structuredData?: object[];
  /** On a service page: richer Service data than the title and description give (packages become offers). */
  service?: {
    title?: string;
    description?: string;
    tagline?: string;
    packages?: readonly { name: string }[];
  };
}

/** "/" → "home", "/services/seo-optimization" → "services-seo-optimization". */
export function shareImageSlug(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
  return slug === "" ? "home" : slug;
}

/** The share image generated at build time for a page (scripts/site-files). */
export function shareImagePath(path: string): string {
  return `/og/${shareImageSlug(path)}.png`;
}

/** The page's own name: its title without the agency name ("SEO Optimization | Serendib Digital" → "SEO Optimization"). */
export function pageName(title: string): string {
  const parts = title.split(" | ").filter((part) => part.trim() !== siteConfig.name);
  return (parts[0] ?? title).trim();
}

function structuredDataFor({
  title,
  description,
  path,
  noIndex,
  structuredData,
  service,
}: PageSeo): object[] {
  if (noIndex) return structuredData ?? [];
  const name = pageName(title);
  const items: object[] = [];
  if (path === "/") items.push(...homeStructuredData());
  const breadcrumbs = breadcrumbList(path, name);
  if (breadcrumbs) items.push(breadcrumbs);
  if (/^\/services\/[^/]+$/.test(path)) {
    items.push(
      serviceLd({
        name: service?.title ?? name,
        description: service?.description ?? service?.tagline ?? description,
        path,
        packages: service?.packages?.map((p) => p.name),
      }) satisfies JsonLd,
    );
  }
  items.push(...(structuredData ?? []));
  return items;
}

/**
 * The meta tags of one page: title, description, canonical link, Open Graph and Twitter card, and its
 * JSON-LD. A route's `meta` replaces its parents', so every route returns the whole set from here.
 */
export function pageMeta(seo: PageSeo) {
  const { title, description, path, image, noIndex } = seo;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? shareImagePath(path));
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:alt", content: title },
    { property: "og:locale", content: "en_LK" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: title },
    ...structuredDataFor(seo).map((data) => ({ "script:ld+json": data })),
  ];
}
