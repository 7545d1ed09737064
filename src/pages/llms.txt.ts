/** llms.txt: the site summarised for language models, from the content (lib/build/site-files/llms-txt.ts). */
import type { APIRoute } from "astro";
import { DEFAULT_LOCALE } from "#contracts/locales.ts";
import { list, single } from "#src/content/entries.ts";
import { AGENT_TOOLS_DATA_PATH } from "#src/features/webmcp/agent-tools-data.ts";
import { canonicalPath } from "#src/lib/build/indexed-paths.ts";
import { pageName } from "#src/lib/build/seo.ts";
import { builtSitePages, siteContent } from "#src/lib/build/site-content.ts";
import { entriesOf, templateView } from "#src/lib/build/site-files/content-views.ts";
import { llmsTxt } from "#src/lib/build/site-files/llms-txt.ts";
import { SITEMAP_PATH } from "#src/lib/build/site-files/robots-txt.ts";
import { absoluteUrl } from "#src/lib/build/site-url.ts";

export const GET: APIRoute = async ({ site }) => {
  const [identity, layout, agents, services, pages, content] = await Promise.all([
    single("identity", DEFAULT_LOCALE),
    single("layout", DEFAULT_LOCALE),
    single("agents", DEFAULT_LOCALE),
    list("services", DEFAULT_LOCALE),
    builtSitePages(DEFAULT_LOCALE),
    siteContent(DEFAULT_LOCALE),
  ]);
  const has = (path: string) => pages.some((page) => page.path === path);
  // Key pages: indexed pages at the top level, named as the main navigation names them.
  const nameOf = (path: string, title: string) =>
    layout.topBar.links.find((link) => canonicalPath(link.to) === path)?.label ??
    pageName(title, identity.name);
  const text = llmsTxt({
    identity,
    copy: agents.llms,
    pricing: agents.pricing,
    services: services
      .map((service) => ({
        path: `/services/${service.id}`,
        title: service.data.title,
        tagline: service.data.tagline,
      }))
      .filter((service) => has(service.path)),
    templates: entriesOf(content, "templates", templateView)
      .map((template) => ({ path: `/templates/${template.id}`, ...template.data }))
      .filter((template) => has(template.path)),
    pages: pages
      .filter((page) => page.indexed && page.path.split("/").filter(Boolean).length <= 1)
      .map((page) => ({
        path: page.path,
        name: nameOf(page.path, page.title),
        description: page.description,
      })),
    sitemapPath: SITEMAP_PATH,
    agentToolsPath: AGENT_TOOLS_DATA_PATH,
    absoluteUrl: (path) => absoluteUrl(site!, path),
  });
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
