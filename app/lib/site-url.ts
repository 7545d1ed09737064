const DEFAULT_SITE_URL = "https://serendib.digital";

/** The canonical origin, from `VITE_SITE_URL` at build time, without a trailing slash. */
export const siteUrl: string = (import.meta.env?.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
