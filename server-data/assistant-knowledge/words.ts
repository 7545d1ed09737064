import { whatsAppLink } from "#contracts/enquiry.ts";
import { listText } from "#contracts/locale-format.ts";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "#contracts/locales.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";

/** The language's tag, for Intl (contracts/locales.ts). */
export const tagOf = (locale: Locale) => LOCALE_INFO[locale].tag;

/** "a, b and c" (or "a, b or c") in the language's own words (Intl.ListFormat). */
export const listOf = (locale: Locale, items: readonly string[], type: "and" | "or" = "and") =>
  listText(tagOf(locale), items, type === "and" ? "conjunction" : "disjunction");

/** The language the AI model is asked to answer in, named in English and in itself: "Sinhala (සිංහල)". */
const languageName = (locale: Locale) => {
  const { englishName, name } = LOCALE_INFO[locale];
  return locale === DEFAULT_LOCALE || name === englishName ? englishName : `${englishName} (${name})`;
};

/**
 * The values of the assistant's own words (`{whatsappLink}`, `{phones}`, …; see ASSISTANT_WORDS in
 * src/content/schemas/assistant.ts), all derived from the identity file and the templates in the sources'
 * language, worded by its `answers` templates: nothing retyped.
 */
export function assistantWords({
  locale,
  identity,
  templates,
  assistant,
}: Pick<AssistantSources, "locale" | "identity" | "templates" | "assistant">) {
  const { contact, offices, hours, founder } = identity;
  const { answers } = assistant;
  const tag = tagOf(locale);
  const [head, ...branches] = offices;
  const place = (office: (typeof offices)[number]) =>
    fillTemplate(answers.place, { city: office.city, country: office.country });
  return {
    whatsappLink: whatsAppLink(contact.whatsappNumber),
    phones: listOf(
      locale,
      contact.phones.map((phone) =>
        fillTemplate(answers.phone, { number: phone.display, label: phone.label }),
      ),
      "or",
    ),
    infoEmail: contact.emails.info,
    projectsEmail: contact.emails.projects,
    offices: offices
      .map((office) =>
        fillTemplate(answers.office, {
          label: office.label,
          street: office.streetAddress,
          city: office.city,
          country: office.country,
        }),
      )
      .join("; "),
    hours: listOf(
      locale,
      hours.map((slot) =>
        fillTemplate(answers.hours, { days: slot.days, opens: slot.opens, closes: slot.closes }),
      ),
    ),
    founderName: founder.name,
    founderRole: founder.role,
    templateNames: listOf(
      locale,
      templates.map((template) => `${template.title} (${template.category})`),
    ),
    assistantRole: identity.assistant.subtitle.toLocaleLowerCase(tag),
    headOffice: head ? place(head) : "",
    branches: listOf(locale, branches.map(place)),
    language: languageName(locale),
  };
}

export type AssistantWords = ReturnType<typeof assistantWords>;

export const fillWords = (text: string, words: AssistantWords) => fillTemplate(text, words);
