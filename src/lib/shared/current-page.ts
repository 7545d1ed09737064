import { DEFAULT_LOCALE, localizedPath } from "#contracts/locales.ts";

/**
 * Whether a navigation link points at the page being shown: a home page ("/", "/si") only itself, others also
 * their sub-pages ("/si/services" on "/si/services/seo-optimization").
 */
export function isCurrentLink(linkPath: string, pagePath: string): boolean {
  if (localizedPath(linkPath, DEFAULT_LOCALE) === "/") return pagePath === linkPath;
  return pagePath === linkPath || pagePath.startsWith(`${linkPath}/`);
}
