/**
 * llms.txt (https://llmstxt.org): a Markdown summary of the site for language models. An H1 with the name, a
 * blockquote summary, then H2 sections of links, each "- [name](url): notes".
 */
import type { siteConfig as SiteConfigValue } from "../../app/content/site-config.ts";

export interface LlmsPage {
  path: string;
  /** Short page name (title without the agency name). */
  name: string;
  description: string;
}

export interface LlmsInput {
  site: typeof SiteConfigValue;
  services: readonly { id: string; title: string; tagline: string }[];
  templates: readonly { id: string; title: string; category: string }[];
  /** Key pages, in the order to list them. */
  pages: readonly LlmsPage[];
  absoluteUrl: (path: string) => string;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function llmsTxt({ site, services, templates, pages, absoluteUrl }: LlmsInput): string {
  const link = (name: string, path: string, note?: string) =>
    `- [${name}](${absoluteUrl(path)})${note ? `: ${oneLine(note)}` : ""}`;
  const phones = Object.values(site.contact.phones);
  const hours = site.hours.map((h) => `${h.days} ${h.opens}–${h.closes}`).join(", ");
  const lines = [
    `# ${site.name}`,
    "",
    `> ${oneLine(site.description)}`,
    "",
    `${site.tagline} Founded in ${site.foundedYear}; photography by ${site.photographyArm}. Every price is "Contact for Pricing": ask for a quote.`,
    "",
    "## Services",
    "",
    ...services.map((service) => link(service.title, `/services/${service.id}`, service.tagline)),
    "",
    "## Key pages",
    "",
    ...pages.map((page) => link(page.name, page.path, page.description)),
    "",
    "## Website templates",
    "",
    ...templates.map((template) =>
      link(template.title, `/templates/${template.id}`, `${template.category} website template.`),
    ),
    "",
    "## Contact",
    "",
    ...phones.map((phone) => `- ${phone.label} phone: ${phone.display}`),
    `- WhatsApp: https://wa.me/${site.contact.whatsappNumber}`,
    `- Email: ${site.contact.emails.info} (projects: ${site.contact.emails.projects})`,
    ...site.offices.map(
      (office) =>
        `- ${office.label}: ${office.streetAddress}, ${office.city} ${office.postalCode}, ${office.country}`,
    ),
    `- Hours: ${hours}`,
    "",
    "## Optional",
    "",
    link("Sitemap", "/sitemap.xml", "every public page"),
    link(
      "Agent tools data",
      "/agent-tools.json",
      "services, packages and templates as JSON (used by the site's WebMCP tools)",
    ),
    ...site.socials.map((social) => `- [${social.network}](${social.url})`),
    "",
  ];
  return lines.join("\n");
}
