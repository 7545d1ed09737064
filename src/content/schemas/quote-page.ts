import { z } from "zod";
import { seo, template, text } from "./parts.ts";

/**
 * A phrase for each plural category a language has (contracts/locale-format.ts `pluralText`): `other` always,
 * `one` in English; `{count}` is the count, written the language's way.
 */
const pluralPhrases = () =>
  z.strictObject({
    zero: template({ allowed: ["count"] }).optional(),
    one: template({ allowed: ["count"] }).optional(),
    two: template({ allowed: ["count"] }).optional(),
    few: template({ allowed: ["count"] }).optional(),
    many: template({ allowed: ["count"] }).optional(),
    other: template({ required: ["count"] }),
  });

const field = z.strictObject({ label: text(), placeholder: text().optional() });
const fieldNames = [
  "fullName",
  "companyName",
  "email",
  "phone",
  "services",
  "otherService",
  "budgetRange",
  "timeline",
  "projectDescription",
  "additionalNotes",
  "files",
  "agreeToTerms",
] as const;

/**
 * The free quote page (/get-quote): the form's sections, options, messages and toasts, and the side panel.
 * The service checkboxes come from the service files (`listings.quoteForm`), the WhatsApp text from
 * site/enquiries/enquiries.en.yaml (`quoteForm`), the contact links and hours from
 * site/identity/identity.en.yaml.
 */
export const quotePageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    form: z.strictObject({
      title: text(),
      requiredNote: text(),
      optional: text(),
      sections: z.strictObject({ about: text(), services: text(), budget: text(), project: text() }),
      fields: z.strictObject({
        fullName: field,
        companyName: field,
        email: field,
        phone: field,
        otherService: field,
        budgetRange: field,
        timeline: field,
        projectDescription: field,
        additionalNotes: field,
        files: field,
        agreeToTerms: field,
      }),
      servicesLegend: text(),
      budgets: z.array(text()).min(1),
      timelines: z.array(text()).min(1),
      files: z.strictObject({
        /** File name extensions, lower case, without the dot. */
        accepted: z.array(z.string().regex(/^[a-z0-9]+$/)).min(1),
        /** The largest file accepted, in megabytes. */
        maxMegabytes: z.number().positive(),
        /** `{types}`: the accepted types ("PDF, DOC or ZIP"); `{max}`: maxMegabytes. */
        hint: template({ allowed: ["types", "max"] }),
        choose: text(),
        /** The remove button's name for screen readers: `{name}` is the file's name. */
        remove: template({ required: ["name"] }),
        tooLarge: template({ required: ["name"], allowed: ["types", "max"] }),
        wrongType: template({ required: ["name"], allowed: ["types", "max"] }),
        selected: text(),
      }),
      /** Under the terms box: `{terms}` and `{privacy}` are the links, whose words are `terms` and `privacy`. */
      termsLinks: z.strictObject({
        sentence: template({ required: ["terms", "privacy"] }),
        terms: text(),
        privacy: text(),
      }),
      errors: z.strictObject({
        fullName: text(),
        email: text(),
        emailInvalid: text(),
        phone: text(),
        budgetRange: text(),
        timeline: text(),
        projectDescription: text(),
        services: text(),
        /** A service the form does not offer (only a hand-made post can send one). */
        unknownService: text(),
        agreeToTerms: text(),
        tooLong: template({ required: ["max"] }),
      }),
      limits: z.strictObject({ short: z.number().int().positive(), long: z.number().int().positive() }),
      submit: text(),
      submitting: text(),
      toasts: z.strictObject({
        success: text(),
        /** Asks for the files in the chat, by how many there are. */
        attach: pluralPhrases(),
        /** The success toast when there are files: `{success}` then `{attach}`. */
        successWithFiles: template({ required: ["success", "attach"] }),
        failure: text(),
      }),
      /** How AI agents see the form (WebMCP): the tool's name and description, and each field's. */
      agentTool: z.strictObject({
        name: z.string().regex(/^[a-z][a-z0-9_]*$/),
        description: text(),
        params: z.strictObject(
          Object.fromEntries(fieldNames.map((name) => [name, text()])) as Record<
            (typeof fieldNames)[number],
            ReturnType<typeof text>
          >,
        ),
      }),
    }),
    aside: z.strictObject({
      stepsTitle: text(),
      steps: z.array(z.strictObject({ title: text(), text: text() })).min(1),
      contactTitle: text(),
      /** `{hours}`: the opening hours from site/identity/identity.en.yaml, each as site/layout `wording.openingHours`. */
      contactText: template({ allowed: ["hours"] }),
      whatsapp: text(),
    }),
  });
