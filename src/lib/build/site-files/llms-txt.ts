/**
 * llms.txt (https://llmstxt.org): a Markdown summary of the site for language models. An H1 with the name, a
 * blockquote summary, then H2 sections of links, each "- [name](url): notes". Every fact comes from the
 * content: identity, services, templates, the site's pages, and the prose of site/agents/agents.en.yaml.
 */
import { fillTemplate as fill } from "#src/content/site-variables.ts";
import { whatsAppLink } from "#src/lib/shared/enquiry-link.ts";

interface LlmsIdentity {
  name: string;
  description: string;
  tagline: string;
  contact: {
    whatsappNumber: string;
    phones: readonly { label: string; display: string }[];
    emails: { info: string; projects: string };
  };
  offices: readonly {
    label: string;
    streetAddress: string;
    city: string;
    postalCode: string;
    country: string;
  }[];
  hours: readonly { days: string; opens: string; closes: string }[];
  socials: readonly { network: string; url: string }[];
}

interface LlmsCopy {
  about: string;
  sections: { services: string; pages: string; templates: string; contact: string; optional: string };
  templateNote: string;
  contact: { phone: string; whatsapp: string; email: string; projectsEmail: string; hours: string };
  sitemap: { name: string; note: string };
  agentTools: { name: string; note: string };
}

export interface LlmsInput {
  identity: LlmsIdentity;
  copy: LlmsCopy;
  /** How prices work ("Contact for Pricing"). */
  pricing: string;
  services: readonly { path: string; title: string; tagline: string }[];
  templates: readonly { path: string; title: string; category: string }[];
  /** Key pages, in the order to list them. */
  pages: readonly { path: string; name: string; description: string }[];
  sitemapPath: string;
  agentToolsPath: string;
  absoluteUrl: (path: string) => string;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function llmsTxt(input: LlmsInput): string {
  const { identity, copy, absoluteUrl } = input;
  const link = (name: string, path: string, note?: string) =>
    `- [${name}](${absoluteUrl(path)})${note ? `: ${oneLine(note)}` : ""}`;
  const hours = identity.hours.map((h) => `${h.days} ${h.opens}–${h.closes}`).join(", ");
  const section = (title: string, lines: readonly string[]) =>
    lines.length ? [`## ${title}`, "", ...lines, ""] : [];
  const lines = [
    `# ${identity.name}`,
    "",
    `> ${oneLine(identity.description)}`,
    "",
    oneLine(`${identity.tagline} ${copy.about} ${input.pricing}`),
    "",
    ...section(
      copy.sections.services,
      input.services.map((service) => link(service.title, service.path, service.tagline)),
    ),
    ...section(
      copy.sections.pages,
      input.pages.map((page) => link(page.name, page.path, page.description)),
    ),
    ...section(
      copy.sections.templates,
      input.templates.map((template) =>
        link(template.title, template.path, fill(copy.templateNote, { category: template.category })),
      ),
    ),
    ...section(copy.sections.contact, [
      ...identity.contact.phones.map(
        (phone) => `- ${fill(copy.contact.phone, { label: phone.label })}: ${phone.display}`,
      ),
      `- ${copy.contact.whatsapp}: ${whatsAppLink(identity.contact.whatsappNumber)}`,
      `- ${copy.contact.email}: ${identity.contact.emails.info} (${copy.contact.projectsEmail}: ${identity.contact.emails.projects})`,
      ...identity.offices.map(
        (office) =>
          `- ${office.label}: ${office.streetAddress}, ${office.city} ${office.postalCode}, ${office.country}`,
      ),
      `- ${copy.contact.hours}: ${hours}`,
    ]),
    ...section(copy.sections.optional, [
      link(copy.sitemap.name, input.sitemapPath, copy.sitemap.note),
      link(copy.agentTools.name, input.agentToolsPath, copy.agentTools.note),
      ...identity.socials.map((social) => `- [${social.network}](${social.url})`),
    ]),
  ];
  return lines.join("\n");
}
