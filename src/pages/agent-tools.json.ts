/** The WebMCP tools' data (features/webmcp), fetched on a tool's first call. */
import type { APIRoute } from "astro";
import { DEFAULT_LOCALE } from "#contracts/locales.ts";
import { list, single } from "#src/content/entries.ts";
import { buildAgentToolsData } from "#src/features/webmcp/build-agent-tools-data.ts";
import { builtSitePages, siteContent } from "#src/lib/build/site-content.ts";
import { entriesOf, pricingPackageView, templateView } from "#src/lib/build/site-files/content-views.ts";
import { absoluteUrl } from "#src/lib/build/site-url.ts";

export const GET: APIRoute = async ({ site }) => {
  const [identity, enquiries, agents, services, pages, content] = await Promise.all([
    single("identity", DEFAULT_LOCALE),
    single("enquiries", DEFAULT_LOCALE),
    single("agents", DEFAULT_LOCALE),
    list("services", DEFAULT_LOCALE),
    builtSitePages(DEFAULT_LOCALE),
    siteContent(DEFAULT_LOCALE),
  ]);
  const pageUrl = (path: string) =>
    pages.some((page) => page.path === path) ? absoluteUrl(site!, path) : undefined;
  const data = buildAgentToolsData({
    services,
    pricingPackages: entriesOf(content, "pricingPackages", pricingPackageView),
    templates: entriesOf(content, "templates", templateView),
    enquiry: {
      whatsappNumber: identity.contact.whatsappNumber,
      intro: enquiries.agentEnquiry,
      labels: {
        name: enquiries.lineLabels.name,
        service: enquiries.lineLabels.service,
        message: enquiries.lineLabels.message,
      },
      confirm: agents.tools.confirm,
    },
    pricing: agents.pricing,
    pageUrl,
  });
  return new Response(JSON.stringify(data), { headers: { "Content-Type": "application/json" } });
};
