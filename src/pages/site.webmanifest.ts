/** The web app manifest, naming the agency from site/identity/identity.en.yaml (lib/build/site-files/web-manifest.ts). */
import type { APIRoute } from "astro";
import { DEFAULT_LOCALE } from "#contracts/locales.ts";
import { single } from "#src/content/entries.ts";
import { webManifest } from "#src/lib/build/site-files/web-manifest.ts";

export const GET: APIRoute = async () =>
  new Response(`${JSON.stringify(webManifest(await single("identity", DEFAULT_LOCALE)), null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json" },
  });
