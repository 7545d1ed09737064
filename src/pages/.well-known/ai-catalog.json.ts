/** /.well-known/ai-catalog.json: points AI agents at llms.txt (lib/build/site-files/ai-catalog.ts). */
import type { APIRoute } from "astro";
import { DEFAULT_LOCALE } from "#contracts/locales.ts";
import { single } from "#src/content/entries.ts";
import { aiCatalog } from "#src/lib/build/site-files/ai-catalog.ts";
import { absoluteUrl } from "#src/lib/build/site-url.ts";
import { LOGO_PATH } from "#src/lib/build/structured-data.ts";

export const GET: APIRoute = async ({ site }) => {
  const [identity, agents] = await Promise.all([
    single("identity", DEFAULT_LOCALE),
    single("agents", DEFAULT_LOCALE),
  ]);
  const catalog = aiCatalog({
    name: identity.name,
    host: new URL(site!).host,
    absoluteUrl: (path) => absoluteUrl(site!, path),
    logoPath: LOGO_PATH,
    guideName: agents.catalogue.guideName,
    questions: agents.catalogue.questions,
  });
  return new Response(`${JSON.stringify(catalog, null, 2)}\n`, {
    headers: { "Content-Type": "application/json" },
  });
};
