/**
 * The site's WebMCP tools: four read-only look-ups over the services, packages and templates, and one enquiry
 * tool that prepares the messaging-app link only after the visitor confirms. Pure definitions: the data loader
 * and the confirmation are passed in, so they are tested without a browser. Names, descriptions and input
 * schemas are the tools' interface for agents; what they answer (and the words of the enquiry) is the site's
 * content, fetched with the data.
 */
import { composeEnquiry, enquiryLink } from "#src/lib/shared/enquiry-link.ts";
import type { AgentToolsData } from "./agent-tools-data.ts";

interface ToolResult {
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

/** What the browser passes to `execute` (the WebMCP ModelContextClient). */
interface ToolClient {
  requestUserInteraction?: (callback: () => Promise<unknown>) => Promise<unknown>;
}

export interface SiteTool {
  name: string;
  title: string;
  description: string;
  inputSchema: {
    type: "object";
    properties: Record<string, unknown>;
    required?: string[];
    additionalProperties?: boolean;
  };
  annotations?: { readOnlyHint?: boolean };
  execute: (input: Record<string, unknown>, client?: ToolClient) => Promise<ToolResult>;
}

export interface ToolDeps {
  loadData: () => Promise<AgentToolsData>;
  /** Asks the visitor; true when they agree. */
  confirm: (question: string) => boolean | Promise<boolean>;
}

const json = (value: unknown): ToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value, null, 2) }],
});
const message = (text: string, isError = false): ToolResult => ({
  content: [{ type: "text", text }],
  ...(isError ? { isError } : {}),
});
const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const normal = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const matches = (haystack: (string | undefined)[], query: string) => {
  const text = normal(haystack.filter(Boolean).join(" "));
  return normal(query)
    .split(" ")
    .filter(Boolean)
    .every((word) => text.includes(word));
};

export function createSiteTools({ loadData, confirm }: ToolDeps): SiteTool[] {
  const readOnly = { readOnlyHint: true };
  return [
    {
      name: "list_services",
      title: "List services",
      description:
        "List the services this agency offers (id, name, summary, page URL). Prices are given on enquiry.",
      inputSchema: { type: "object", properties: {}, additionalProperties: false },
      annotations: readOnly,
      async execute() {
        const data = await loadData();
        return json({
          pricing: data.pricing,
          services: data.services.map(({ id, title, summary, url }) => ({ id, title, summary, url })),
        });
      },
    },
    {
      name: "get_service_packages",
      title: "Get a service's packages",
      description:
        "Get the packages of one service (package names and what each includes). Use an id from list_services.",
      inputSchema: {
        type: "object",
        properties: {
          service: { type: "string", description: "Service id (e.g. web-design-development) or name." },
        },
        required: ["service"],
        additionalProperties: false,
      },
      annotations: readOnly,
      async execute(input) {
        const data = await loadData();
        const wanted = str(input.service);
        const service =
          data.services.find((s) => s.id === wanted) ??
          data.services.find((s) => wanted && matches([s.title, s.id], wanted));
        if (!service)
          return message(
            `No service matches "${wanted}". Known ids: ${data.services.map((s) => s.id).join(", ")}.`,
            true,
          );
        return json({
          service: service.title,
          url: service.url,
          pricing: data.pricing,
          packages: service.packages,
          ...(service.packages.length
            ? {}
            : { note: "Packages are tailored to each project: ask for a quote." }),
        });
      },
    },
    {
      name: "list_packages_by_category",
      title: "List packages by category",
      description:
        "List packages in a category (e.g. Photography, Graphic Design). Without a category, lists the categories and how many packages each has.",
      inputSchema: {
        type: "object",
        properties: {
          category: { type: "string", description: "Category name; leave out to list the categories." },
        },
        additionalProperties: false,
      },
      annotations: readOnly,
      async execute(input) {
        const data = await loadData();
        const category = str(input.category);
        if (!category) {
          const counts = new Map<string, number>();
          for (const pkg of data.packages) counts.set(pkg.category, (counts.get(pkg.category) ?? 0) + 1);
          return json({
            pricing: data.pricing,
            categories: [...counts].map(([name, count]) => ({ name, count })),
            ...(counts.size
              ? {}
              : { note: "Packages are tailored to each project: see each service page or ask for a quote." }),
          });
        }
        const packages = data.packages.filter((pkg) => normal(pkg.category) === normal(category));
        return json({ category, pricing: data.pricing, packages });
      },
    },
    {
      name: "search_templates",
      title: "Search website templates",
      description:
        "Search the website templates for sale by words in their name, category or features (e.g. 'restaurant'). An empty query lists them all.",
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", description: "Words to look for; leave empty to list every template." },
        },
        additionalProperties: false,
      },
      annotations: readOnly,
      async execute(input) {
        const data = await loadData();
        const query = str(input.query);
        const templates = data.templates.filter(
          (t) => !query || matches([t.title, t.category, t.description, ...t.features], query),
        );
        return json({ query, pricing: data.pricing, templates });
      },
    },
    {
      name: "prepare_enquiry",
      title: "Prepare a WhatsApp enquiry",
      description:
        "Prepare a WhatsApp message to this agency with the visitor's enquiry. The visitor is asked to confirm first; only then is the link returned. Nothing is sent.",
      inputSchema: {
        type: "object",
        properties: {
          message: { type: "string", description: "What the visitor wants to ask or order." },
          name: { type: "string", description: "The visitor's name." },
          service: { type: "string", description: "The service or package it is about." },
        },
        required: ["message"],
        additionalProperties: false,
      },
      async execute(input, client) {
        if (!str(input.message)) return message("A message is required.", true);
        const { enquiry } = await loadData();
        const text = composeEnquiry(enquiry.intro, [
          [enquiry.labels.name, str(input.name)],
          [enquiry.labels.service, str(input.service)],
          [enquiry.labels.message, str(input.message)],
        ]);
        const ask = async () => Boolean(await confirm(`${enquiry.confirm}\n\n${text}`));
        const agreed = client?.requestUserInteraction
          ? await client.requestUserInteraction(ask)
          : await ask();
        if (!agreed) return message("The visitor did not confirm, so no enquiry was prepared.");
        return json({ confirmed: true, link: enquiryLink(enquiry.whatsappNumber, text), text });
      },
    },
  ];
}
