import { whatsAppLink } from "../contracts/enquiry.ts";
import { fillTemplate } from "../src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";

/** "a", "a and b", "a, b and c" (or "or"). */
export const listOf = (items: readonly string[], last = "and") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

/**
 * The values of the assistant's own words (`{whatsappLink}`, `{phones}`, …; see ASSISTANT_WORDS in
 * src/content/schemas/assistant.ts), all derived from the identity file and the templates: nothing retyped.
 */
export function assistantWords({ identity, templates }: Pick<AssistantSources, "identity" | "templates">) {
  const { contact, offices, hours, founder, assistant } = identity;
  const [head, ...branches] = offices;
  const place = (office: (typeof offices)[number]) => `${office.city}, ${office.country}`;
  return {
    whatsappLink: whatsAppLink(contact.whatsappNumber),
    phones: listOf(
      contact.phones.map((phone) => `${phone.display} (${phone.label})`),
      "or",
    ),
    infoEmail: contact.emails.info,
    projectsEmail: contact.emails.projects,
    offices: offices
      .map((office) => `${office.label}: ${office.streetAddress}, ${office.city}, ${office.country}`)
      .join("; "),
    hours: hours.map((slot) => `${slot.days} ${slot.opens}-${slot.closes}`).join(", "),
    founderName: founder.name,
    founderRole: founder.role,
    templateNames: templates.map((template) => `${template.title} (${template.category})`).join(", "),
    assistantRole: assistant.subtitle.toLowerCase(),
    headOffice: head ? place(head) : "",
    branches: listOf(branches.map(place)),
  };
}

export type AssistantWords = ReturnType<typeof assistantWords>;

export const fillWords = (text: string, words: AssistantWords) => fillTemplate(text, words);
