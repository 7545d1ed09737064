import { serviceCatalogue } from "./service-catalogue.ts";
import { templateCatalogue } from "./template-catalogue.ts";

/**
 * Every URL of the site, from one place: the pre-render list, the sitemap and the link checks read it.
 * `canonical` is the path search engines should index for that URL.
 */
export interface SitePage {
  path: string;
  canonical: string;
  /** Listed in sitemap.xml. */
  indexed: boolean;
}

const page = (path: string, canonical = path): SitePage => ({ path, canonical, indexed: path === canonical });

export const sitePages: SitePage[] = [
  page("/"),
  page("/about"),
  page("/services"),
  ...serviceCatalogue.map((service) => page(`/services/${service.id}`)),
  page("/packages"),
  page("/portfolio"),
  page("/shopping"),
  page("/shop", "/shopping"),
  page("/templates", "/shopping"),
  ...templateCatalogue.map((template) => page(`/templates/${template.id}`)),
  page("/contact"),
  page("/get-quote"),
  page("/privacy-policy"),
  page("/terms-of-service"),
  page("/launching-soon"),
];

/** The not-found page, pre-rendered once and served by the server for every unknown path. */
export const NOT_FOUND_PATH = "/404";

export function prerenderPaths(): string[] {
  return [...sitePages.map((p) => p.path), NOT_FOUND_PATH];
}
