/**
 * The 1200×630 share image of every page in every language (its `og:image`), drawn at build from the page's
 * name and description in its language.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { single } from "#src/content/entries.ts";
import { pageName, shareImageSlug } from "#src/lib/build/seo.ts";
import { renderPng, SHARE_HEIGHT, SHARE_WIDTH, shareImageSvg } from "#src/lib/build/share-image.ts";
import { allSitePages } from "#src/lib/build/site-content.ts";
import type { SitePage } from "#src/lib/build/site-pages.ts";

export const getStaticPaths = (async () => {
  // Pages sharing a canonical address (/shop, /templates → /shopping) share its image.
  const pages = (await allSitePages()).filter((page) => page.path === page.canonical);
  return pages.map((page) => ({ params: { slug: shareImageSlug(page.path) }, props: { page } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ page: SitePage }> = async ({ props: { page }, site }) => {
  const identity = await single("identity", page.locale);
  const host = new URL(site!).host;
  const source = shareImageSvg({
    heading: pageName(page.title, identity.name),
    description: page.description,
    address: `${host}${page.canonical === "/" ? "" : page.canonical}`,
    siteName: identity.name,
  });
  const png = await renderPng(source, SHARE_WIDTH, SHARE_HEIGHT);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
