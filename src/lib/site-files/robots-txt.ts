/** robots.txt: everything may be crawled (not-found pages say `noindex` themselves); the sitemap is named. */
export function robotsTxt(sitemapUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
