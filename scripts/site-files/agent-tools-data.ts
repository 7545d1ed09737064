/**
 * The data the site's WebMCP tools answer from (app/features/webmcp), written to /agent-tools.json so it is
 * fetched on a tool's first call instead of travelling with every page. Content modules are still growing on
 * other branches, so richer fields (packages, descriptions, features) are read only when present.
 */
import type { AgentToolsData } from "../../app/features/webmcp/agent-tools-data.ts";

type Loose = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value : undefined;
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const records = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => typeof v === "object" && v !== null) : [];

export interface AgentToolsSources {
  services: readonly Loose[];
  templates: readonly Loose[];
  /** The packages page module (its `packages` list, once it exists). */
  packagesPage: Loose;
  absoluteUrl: (path: string) => string;
}

export function agentToolsData({
  services,
  templates,
  packagesPage,
  absoluteUrl,
}: AgentToolsSources): AgentToolsData {
  const serviceEntries = services.map((service) => {
    const url = absoluteUrl(`/services/${String(service.id)}`);
    return {
      id: String(service.id),
      title: String(service.title),
      summary: text(service.description) ?? text(service.tagline) ?? "",
      url,
      packages: records(service.packages).map((pkg) => ({
        name: String(pkg.name ?? pkg.title),
        features: texts(pkg.features),
      })),
    };
  });

  const listed = records(packagesPage.packages).map((pkg) => ({
    id: text(pkg.id),
    name: String(pkg.title ?? pkg.name),
    category: String(pkg.category ?? "Other"),
    description: text(pkg.description),
    features: texts(pkg.features),
    url: absoluteUrl("/packages"),
  }));
  // Until the packages page lists its own, every service's packages stand in, under the service's name.
  const packages = listed.length
    ? listed
    : serviceEntries.flatMap((service) =>
        service.packages.map((pkg) => ({
          id: undefined,
          name: pkg.name,
          category: service.title,
          description: undefined,
          features: pkg.features,
          url: service.url,
        })),
      );

  return {
    pricing: "Contact for Pricing: every package is tailored, so prices are given on enquiry.",
    services: serviceEntries,
    packages,
    templates: templates.map((template) => ({
      id: String(template.id),
      title: String(template.title),
      category: String(template.category),
      description: text(template.description) ?? text(template.tagline),
      features: texts(template.features),
      url: absoluteUrl(`/templates/${String(template.id)}`),
    })),
  };
}
