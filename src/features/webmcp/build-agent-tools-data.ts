/**
 * Builds the WebMCP tools' data from the content (at build, for /agent-tools.json): the services with their
 * packages, the packages page's packages (or, until it exists, every service's packages under the service's
 * name), the templates, and the words of the enquiry. Never a price.
 */
import type { AgentToolsData } from "./agent-tools-data.ts";

export interface AgentToolsSources {
  services: readonly {
    id: string;
    data: {
      title: string;
      seo: { description: string };
      packages: readonly { name: string; features: readonly string[] }[];
    };
  }[];
  /** The packages page's packages (pricing-packages/*.en.yaml), when they exist. */
  pricingPackages: readonly {
    id: string;
    data: { title: string; category: string; description?: string; features: readonly string[] };
  }[];
  templates: readonly {
    id: string;
    data: { title: string; category: string; description?: string; features: readonly string[] };
  }[];
  enquiry: AgentToolsData["enquiry"];
  pricing: string;
  /** The absolute address of a page of the site; undefined when the site has no such page (yet). */
  pageUrl: (path: string) => string | undefined;
}

const withUrl = (url: string | undefined) => (url ? { url } : {});

export function buildAgentToolsData({
  services,
  pricingPackages,
  templates,
  enquiry,
  pricing,
  pageUrl,
}: AgentToolsSources): AgentToolsData {
  const serviceEntries = services.map(({ id, data }) => ({
    id,
    title: data.title,
    summary: data.seo.description,
    ...withUrl(pageUrl(`/services/${id}`)),
    packages: data.packages.map((pkg) => ({ name: pkg.name, features: [...pkg.features] })),
  }));
  const packages: AgentToolsData["packages"] = pricingPackages.length
    ? pricingPackages.map(({ id, data }) => ({
        id,
        name: data.title,
        category: data.category,
        ...(data.description ? { description: data.description } : {}),
        features: [...data.features],
        ...withUrl(pageUrl("/packages")),
      }))
    : serviceEntries.flatMap((service) =>
        service.packages.map((pkg) => ({
          name: pkg.name,
          category: service.title,
          features: pkg.features,
          ...withUrl(service.url),
        })),
      );
  return {
    pricing,
    enquiry,
    services: serviceEntries,
    packages,
    templates: templates.map(({ id, data }) => ({
      id,
      title: data.title,
      category: data.category,
      ...(data.description ? { description: data.description } : {}),
      features: [...data.features],
      ...withUrl(pageUrl(`/templates/${id}`)),
    })),
  };
}
