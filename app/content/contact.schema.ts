import { z } from "zod";
import { pageIntroSchema } from "./page-intro.schema.ts";

const text = z.string().min(1);
const options = z.array(text).min(2);
const toolName = z.string().regex(/^[a-z][a-z0-9_]*$/);

/** The contact page: hero claims, info cards, the project inquiry form's copy, quick contact and hours. */
export const contactPageSchema = pageIntroSchema.extend({
  claims: z.array(z.strictObject({ value: text, label: text })).length(3),
  infoCards: z
    .array(
      z.strictObject({
        kind: z.enum(["phone", "email", "whatsapp", "office"]),
        title: text,
        text: text,
      }),
    )
    .length(4),
  form: z.strictObject({
    title: text,
    intro: text,
    labels: z.strictObject({
      name: text,
      email: text,
      phone: text,
      company: text,
      website: text,
      service: text,
      budget: text,
      timeline: text,
      message: text,
    }),
    placeholders: z.strictObject({
      name: text,
      email: text,
      phone: text,
      company: text,
      website: text,
      service: text,
      budget: text,
      timeline: text,
      message: text,
    }),
    optional: text,
    services: options.length(9),
    budgets: options.length(6),
    timelines: options.length(6),
    errors: z.strictObject({
      name: text,
      email: text,
      emailInvalid: text,
      phone: text,
      company: text,
      service: text,
      budget: text,
      timeline: text,
      message: text,
      tooLong: text,
    }),
    limits: z.strictObject({ short: z.number().int().positive(), message: z.number().int().positive() }),
    submit: text,
    submitting: text,
    privacyNote: text,
    privacyLink: text,
    enquiryIntro: text,
    enquiryLabels: z.strictObject({
      name: text,
      email: text,
      phone: text,
      company: text,
      website: text,
      service: text,
      budget: text,
      timeline: text,
      message: text,
    }),
    websiteNotProvided: text,
    success: z.strictObject({ title: text, text: text, again: text }),
    /** WebMCP declarative tool: the form's name and description, and each named field's description. */
    agentTool: z.strictObject({
      name: toolName,
      description: text,
      params: z.strictObject({
        name: text,
        email: text,
        phone: text,
        company: text,
        website: text,
        service: text,
        budget: text,
        timeline: text,
        message: text,
      }),
    }),
  }),
  quickContact: z.strictObject({ title: text, text: text, whatsapp: text, call: text }),
  hoursTitle: text,
  closedNote: text,
});

export type ContactPage = z.infer<typeof contactPageSchema>;
