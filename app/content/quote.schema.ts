import { z } from "zod";
import { pageIntroSchema } from "./page-intro.schema.ts";

const text = z.string().min(1);
const field = z.strictObject({ label: text, placeholder: z.string().optional() });

/** The spec's quote service ids, in order. */
export const QUOTE_SERVICE_IDS = [
  "web-design",
  "branding",
  "social-media",
  "seo",
  "hosting",
  "private-limited-registration",
] as const;

/** The free quote page: the form's sections, options, messages and toasts, and the side panel. */
export const quotePageSchema = pageIntroSchema.extend({
  form: z.strictObject({
    title: text,
    requiredNote: text,
    optional: text,
    sections: z.strictObject({ about: text, services: text, budget: text, project: text }),
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
    servicesLegend: text,
    services: z
      .array(z.strictObject({ id: z.enum(QUOTE_SERVICE_IDS), label: text, description: text }))
      .length(QUOTE_SERVICE_IDS.length),
    budgets: z.array(text).length(7),
    timelines: z.array(text).length(7),
    files: z.strictObject({
      accepted: z.array(z.string().regex(/^[a-z0-9]+$/)).min(1),
      maxMegabytes: z.number().positive(),
      hint: text,
      choose: text,
      remove: text,
      tooLarge: text.includes("{name}"),
      wrongType: text.includes("{name}"),
      selected: text,
    }),
    termsLinks: z.strictObject({ before: text, terms: text, and: text, privacy: text }),
    errors: z.strictObject({
      fullName: text,
      email: text,
      emailInvalid: text,
      phone: text,
      budgetRange: text,
      timeline: text,
      projectDescription: text,
      services: text,
      agreeToTerms: text,
      tooLong: text.includes("{max}"),
    }),
    limits: z.strictObject({ short: z.number().int().positive(), long: z.number().int().positive() }),
    submit: text,
    submitting: text,
    toasts: z.strictObject({
      success: text,
      attachOne: text,
      attachMany: text.includes("{count}"),
      failure: text,
    }),
    enquiry: z.strictObject({
      intro: text,
      labels: z.strictObject({
        name: text,
        company: text,
        email: text,
        phone: text,
        services: text,
        budget: text,
        timeline: text,
        description: text,
        notes: text,
        files: text,
      }),
      other: text,
      notProvided: text,
    }),
    /** WebMCP declarative tool: the form's name and description, and each named field's description. */
    agentTool: z.strictObject({
      name: z.string().regex(/^[a-z][a-z0-9_]*$/),
      description: text,
      params: z.strictObject({
        fullName: text,
        companyName: text,
        email: text,
        phone: text,
        services: text,
        otherService: text,
        budgetRange: text,
        timeline: text,
        projectDescription: text,
        additionalNotes: text,
        files: text,
        agreeToTerms: text,
      }),
    }),
  }),
  aside: z.strictObject({
    stepsTitle: text,
    steps: z.array(z.strictObject({ title: text, text: text })).min(2),
    contactTitle: text,
    contactText: text,
    whatsapp: text,
  }),
});

export type QuotePage = z.infer<typeof quotePageSchema>;
export type QuoteServiceId = (typeof QUOTE_SERVICE_IDS)[number];
