/**
 * The site's pages and structured data at build time, from Astro's content collections (the same files and
 * schemas `readSiteContent()` reads for tests and scripts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { type CollectionName, collectionSources } from "#src/content/collections.ts";
import { list, single } from "#src/content/entries.ts";
import { type PageHead, type PageSeo, pageHead, pageName } from "./seo.ts";
import { type SiteContent, type SitePage, sitePages } from "./site-pages.ts";
import { type JsonLd, pageJsonLd } from "./structured-data.ts";

const contents = new Map<Locale, Promise<SiteContent>>();

async function readCollections(locale: Locale): Promise<SiteContent> {
  const names = Object.keys(collectionSources) as CollectionName[];
  const lists = await Promise.all(names.map((name) => list(name, locale)));
  return Object.fromEntries(
    names.map((name, index) => [name, lists[index]!.map(({ id, data }) => ({ id, data }))]),
  );
}

/** Every collection in a language, as collection name → entries (read once per build). */
export function siteContent(locale: Locale): Promise<SiteContent> {
  let content = contents.get(locale);
  if (!content) {
    content = readCollections(locale);
    contents.set(locale, content);
  }
  return content;
}

/** The site's pages in a language, with their search texts (lib/site-pages.ts). */
export async function builtSitePages(locale: Locale): Promise<SitePage[]> {
  return sitePages(await siteContent(locale), locale);
}

/** The site's pages in every language. */
export async function allSitePages(): Promise<SitePage[]> {
  return (await Promise.all(LOCALES.map((locale) => builtSitePages(locale)))).flat();
}

/**
 * The head of the page at `seo.path` in `locale`, with the title and description the list of pages computes for
 * it (the pages never compute their own). A path the list does not have stops the build.
 */
export async function sitePageHead(site: URL, seo: PageSeo, locale: Locale): Promise<PageHead> {
  const [identity, pages, everyLanguage] = await Promise.all([
    single("identity", locale),
    builtSitePages(locale),
    allSitePages(),
  ]);
  // Pages name their English address; the page is that route in the language being built.
  const path = localizedPath(seo.path, locale);
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path}: not in the list of pages (src/lib/site-pages.ts) of this content`);
  const alternates = everyLanguage.filter((other) => other.route === page.route);
  return pageHead(site, identity.name, page, { ...seo, path }, alternates);
}

/** The structured data of the page whose head this is, in its language. */
export async function headStructuredData(site: URL, head: PageHead): Promise<JsonLd[]> {
  if (head.noIndex) return [];
  const [identity, layout, pages] = await Promise.all([
    single("identity", head.locale),
    single("layout", head.locale),
    builtSitePages(head.locale),
  ]);
  // The graph is built on English paths (routes) and written with the language's addresses.
  const route = (path: string) => localizedPath(path, DEFAULT_LOCALE);
  return pageJsonLd({
    site,
    identity,
    locale: head.locale,
    page: { ...head, path: route(head.path), extra: head.structuredData },
    nav: layout.topBar.links.map((link) => ({ ...link, to: route(link.to) })),
    pageNames: new Map(pages.map((page) => [page.route, pageName(page.title, identity.name)])),
    name: pageName(head.title, identity.name),
  });
}
