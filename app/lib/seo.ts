import { siteConfig } from "../content/site-config.ts";
import { absoluteUrl } from "./site-url.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/services". */
  path: string;
  /** Path of the 1200×630 share image. */
  image?: string;
  noIndex?: boolean;
}

/**
 * The meta tags of one page: title, description, canonical link, Open Graph and Twitter card.
 * A route's `meta` replaces its parents', so every route returns the whole set from here.
 */
export function pageMeta({ title, description, path, image, noIndex }: PageSeo) {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? "/og/default.png");
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
    { property: "og:locale", content: "en_LK" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
