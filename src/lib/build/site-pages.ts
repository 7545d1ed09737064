/**
 * Every page of the site with its search texts, computed from the content: the spec's static routes, one page
 * per service file, template file, case study, published article and legal document. A page is listed once the content it
 * shows exists, so pages appear here as their content arrives. Every page's head takes its title and description
 * from this list (`sitePageHead()` in site-content.ts: nothing else computes them); the share images, llms.txt,
 * the breadcrumbs and the build checks read it too. The check (scripts/check-pages.ts) fails when the build has a
 * page this list does not imply, lacks one it does, or a page's head says something else than this list.
 *
 * Node-loadable (relative imports, erasable TypeScript): the checks and tests run it on `readSiteContent()`,
 * the pages on Astro's collections (site-content.ts).
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { NOT_FOUND_PAGES, type NotFoundPage } from "#contracts/not-found-pages.ts";
import { byOrder } from "#src/content/order.ts";
import { isPublished } from "#src/content/schemas/insights.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import { canonicalPath, isIndexedPath, isNoIndexPath } from "./indexed-paths.ts";

/** The content as collection name → entries (Astro's collections or `readSiteContent()`, site words filled in). */
export type SiteContent = Readonly<
  Record<string, ReadonlyArray<{ readonly id: string; readonly data: unknown }>>
>;

export interface SitePage {
  /** The address it is served at, e.g. "/services/seo-optimization", "/si/services/seo-optimization". */
  path: string;
  /** Its language. */
  locale: Locale;
  /** The same page's English address: the page in every language shares it (hreflang alternates). */
  route: string;
  /** The address search engines should index for it (`/shop` → `/shopping`). */
  canonical: string;
  /** Listed in the sitemap. */
  indexed: boolean;
  /** Says `noindex` (the not-found pages). */
  noIndex: boolean;
  title: string;
  description: string;
  /** Where its search texts come from, for messages ("pages/contact/contact.en.yaml", "services/seo-optimization"). */
  source: string;
}

const seoView = z.object({ title: z.string().min(1), description: z.string().min(1) });
type Seo = z.infer<typeof seoView>;

/** A static route and the single-file collection holding its search texts (at `seoAt`, `seo` by default). */
interface StaticRoute {
  path: string;
  content: string;
  seoAt?: readonly string[];
}

/** Pages made from the entries of a collection, given the collection of the copy they share (if any). */
interface EntryRoute<Entry, Copy> {
  collection: string;
  path: (id: string) => string;
  entry: z.ZodType<Entry>;
  /** The shared copy the page needs; without its file, no page is implied yet. */
  copy?: { content: string; view: z.ZodType<Copy> };
  seo: (entry: Entry, copy: Copy) => Seo;
  /** Whether the entry has a page (an article kept as a draft has none). */
  published?: (entry: Entry) => boolean;
}

const entryRoute = <Entry, Copy = undefined>(route: EntryRoute<Entry, Copy>) => route;

const services = entryRoute({
  collection: "services",
  path: (id) => `/services/${id}`,
  entry: z.object({ title: z.string(), seo: z.object({ description: z.string() }) }),
  copy: { content: "serviceDetailPage", view: z.object({ seoTitle: z.string() }) },
  seo: (service, copy) => ({
    title: fillTemplate(copy.seoTitle, { service: service.title }),
    description: service.seo.description,
  }),
});

const templates = entryRoute({
  collection: "templates",
  path: (id) => `/templates/${id}`,
  entry: z.object({ title: z.string(), category: z.string() }),
  copy: { content: "shopPage", view: z.object({ detail: z.object({ seo: seoView }) }) },
  seo: (template, copy) => {
    // The category as the catalogue's filter names it: the copy places it so no language has to re-case it.
    const words = { template: template.title, category: template.category };
    return {
      title: fillTemplate(copy.detail.seo.title, words),
      description: fillTemplate(copy.detail.seo.description, words),
    };
  },
});

const legalDocuments = entryRoute({
  collection: "legal",
  path: (id) => `/${id}`,
  entry: z.object({ seo: seoView }),
  seo: (document) => document.seo,
});

const caseStudies = entryRoute({
  collection: "caseStudies",
  path: (id) => `/case-studies/${id}`,
  entry: z.object({ seo: seoView }),
  copy: { content: "caseStudiesPage", view: z.object({ seo: seoView }) },
  seo: (study) => study.seo,
});

const articles = entryRoute({
  collection: "insights",
  path: (id) => `/insights/${id}`,
  entry: z.object({ seo: seoView, draft: z.boolean().optional() }),
  copy: { content: "insightsPage", view: z.object({ seo: seoView }) },
  seo: (article) => article.seo,
  published: isPublished,
});

type AnyEntryRoute = EntryRoute<unknown, unknown>;

/** Each not-found page (contracts/not-found-pages.ts) and the copy holding its search texts. */
const NOT_FOUND_ROUTES: Readonly<Record<NotFoundPage, Omit<StaticRoute, "path">>> = {
  "/404": { content: "notFoundPage" },
  "/service-not-found": { content: "serviceDetailPage", seoAt: ["notFound", "seo"] },
  "/template-not-found": { content: "shopPage", seoAt: ["notFound", "seo"] },
};

/** The route table of the spec, in its order; each route names the content its page shows. */
const ROUTES: ReadonlyArray<StaticRoute | AnyEntryRoute> = [
  { path: "/", content: "homePage" },
  { path: "/about", content: "aboutPage" },
  { path: "/services", content: "servicesPage" },
  services as AnyEntryRoute,
  { path: "/packages", content: "packagesPage" },
  { path: "/portfolio", content: "portfolioPage" },
  { path: "/case-studies", content: "caseStudiesPage" },
  caseStudies as AnyEntryRoute,
  { path: "/insights", content: "insightsPage" },
  articles as AnyEntryRoute,
  { path: "/shopping", content: "shopPage" },
  { path: "/shop", content: "shopPage" },
  { path: "/templates", content: "shopPage" },
  templates as AnyEntryRoute,
  { path: "/contact", content: "contactPage" },
  { path: "/get-quote", content: "quotePage" },
  legalDocuments as AnyEntryRoute,
  { path: "/search", content: "searchPage" },
  { path: "/launching-soon", content: "launchingSoonPage" },
  ...NOT_FOUND_PAGES.map((path) => ({ path, ...NOT_FOUND_ROUTES[path] })),
];

export class SitePagesError extends Error {
  override name = "SitePagesError";
}

function read<T>(view: z.ZodType<T>, data: unknown, where: string): T {
  const result = view.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new SitePagesError(`${where}: not what its page needs (${issues.join("; ")})`);
}

function singleData(content: SiteContent, name: string): unknown | undefined {
  const entries = content[name];
  if (!entries || entries.length === 0) return undefined;
  if (entries.length > 1) throw new SitePagesError(`${name}: expected one file, found ${entries.length}`);
  return entries[0]!.data;
}

const at = (data: unknown, keys: readonly string[]) =>
  keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

function page(route: string, seo: Seo, source: string, locale: Locale): SitePage {
  return {
    path: localizedPath(route, locale),
    locale,
    route,
    canonical: localizedPath(canonicalPath(route), locale),
    indexed: isIndexedPath(route),
    noIndex: isNoIndexPath(route),
    title: seo.title,
    description: seo.description,
    source,
  };
}

/** The site's pages in every language: `contentIn(locale)` reads the content in that language. */
export function sitePagesInEveryLanguage(contentIn: (locale: Locale) => SiteContent): SitePage[] {
  return LOCALES.flatMap((locale) => sitePages(contentIn(locale), locale));
}

/**
 * The site's pages in one language, in the route table's order: `content` read in that language (its search
 * texts), the addresses under its code (`/si/about`; English at the site's own).
 */
export function sitePages(content: SiteContent, locale: Locale = DEFAULT_LOCALE): SitePage[] {
  const pages: SitePage[] = [];
  for (const route of ROUTES) {
    if ("content" in route) {
      const data = singleData(content, route.content);
      if (data === undefined) continue;
      const seoAt = route.seoAt ?? ["seo"];
      pages.push(
        page(
          route.path,
          read(seoView, at(data, seoAt), `${route.content}.${seoAt.join(".")}`),
          route.content,
          locale,
        ),
      );
      continue;
    }
    const entries = content[route.collection] ?? [];
    let copy: unknown;
    if (route.copy) {
      const data = singleData(content, route.copy.content);
      if (data === undefined) continue;
      copy = read(route.copy.view, data, route.copy.content);
    }
    for (const entry of [...entries].sort(byOrder)) {
      const source = `${route.collection}/${entry.id}`;
      const data = read(route.entry, entry.data, source);
      if (route.published && !route.published(data)) continue;
      pages.push(page(route.path(entry.id), route.seo(data, copy), source, locale));
    }
  }
  const seen = new Set<string>();
  for (const { path, source } of pages) {
    if (seen.has(path)) throw new SitePagesError(`${source}: a second page at ${path}`);
    seen.add(path);
  }
  return pages;
}
