/**
 * The site's pages and structured data at build time, from Astro's content collections (the same files and
 * schemas `readSiteContent()` reads for tests and scripts).
 */
import { type CollectionName, collectionSources } from "~/content/collections.ts";
import { list, single } from "~/content/entries.ts";
import { type PageHead, type PageSeo, pageHead, pageName } from "./seo.ts";
import { type SiteContent, type SitePage, sitePages } from "./site-pages.ts";
import { type JsonLd, pageJsonLd } from "./structured-data.ts";

let content: Promise<SiteContent> | undefined;

/** Every collection, as collection name → entries (read once per build). */
export function siteContent(): Promise<SiteContent> {
  content ??= (async () => {
    const names = Object.keys(collectionSources) as CollectionName[];
    const lists = await Promise.all(names.map((name) => list(name)));
    return Object.fromEntries(
      names.map((name, index) => [name, lists[index]!.map(({ id, data }) => ({ id, data }))]),
    );
  })();
  return content;
}

/** The site's pages with their search texts (lib/site-pages.ts). */
export async function builtSitePages(): Promise<SitePage[]> {
  return sitePages(await siteContent());
}

/**
 * The head of the page at `seo.path`, with the title and description the list of pages computes for it (the
 * pages never compute their own). A path the list does not have stops the build.
 */
export async function sitePageHead(site: URL, seo: PageSeo): Promise<PageHead> {
  const [identity, pages] = await Promise.all([single("identity"), builtSitePages()]);
  const page = pages.find((entry) => entry.path === seo.path);
  if (!page) throw new Error(`${seo.path}: not in the list of pages (src/lib/site-pages.ts) of this content`);
  return pageHead(site, identity.name, page, seo);
}

/** The structured data of the page whose head this is. */
export async function headStructuredData(site: URL, head: PageHead): Promise<JsonLd[]> {
  if (head.noIndex) return [];
  const [identity, layout, pages] = await Promise.all([
    single("identity"),
    single("layout"),
    builtSitePages(),
  ]);
  return pageJsonLd({
    site,
    identity,
    page: { ...head, extra: head.structuredData },
    nav: [...layout.topBar.links],
    pageNames: new Map(pages.map((page) => [page.path, pageName(page.title, identity.name)])),
    name: pageName(head.title, identity.name),
  });
}
