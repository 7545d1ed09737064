/** Absolute addresses on the canonical origin (`VITE_SITE_URL`, read once in astro.config.ts as Astro's `site`). */
export function absoluteUrl(site: URL | string, path: string): string {
  const origin = String(site).replace(/\/+$/, "");
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}
