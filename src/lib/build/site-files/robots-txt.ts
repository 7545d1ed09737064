/** Where @astrojs/sitemap writes the sitemap index (astro.config.ts). */
export const SITEMAP_PATH = "/sitemap-index.xml";

/** robots.txt: everything may be crawled (not-found pages say `noindex` themselves); the sitemap is named. */
export function robotsTxt(sitemapUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
