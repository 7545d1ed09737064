import type { SitePage } from "../../app/content/site-map.ts";

/** The pages search engines should index: indexed pages of the site map, each once. */
export function indexedPaths(pages: readonly SitePage[]): string[] {
  return [...new Set(pages.filter((page) => page.indexed).map((page) => page.canonical))];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml (sitemaps.org 0.9) listing every indexed page with its absolute URL. */
export function sitemapXml(pages: readonly SitePage[], absoluteUrl: (path: string) => string): string {
  const urls = indexedPaths(pages).map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(absoluteUrl: (path: string) => string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
}
