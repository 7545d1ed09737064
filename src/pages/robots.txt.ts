/** robots.txt, naming the sitemap @astrojs/sitemap writes (astro.config.ts). */
import type { APIRoute } from "astro";
import { robotsTxt, SITEMAP_PATH } from "#src/lib/build/site-files/robots-txt.ts";
import { absoluteUrl } from "#src/lib/build/site-url.ts";

export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(absoluteUrl(site!, SITEMAP_PATH)), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
