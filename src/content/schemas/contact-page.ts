import { z } from "zod";
import { seo, template, text } from "./parts.ts";

const fieldNames = [
  "name",
  "email",
  "phone",
  "company",
  "website",
  "service",
  "budget",
  "timeline",
  "message",
] as const;
const perField = () =>
  z.strictObject(
    Object.fromEntries(fieldNames.map((name) => [name, text()])) as Record<
      (typeof fieldNames)[number],
      ReturnType<typeof text>
    >,
  );

/** The contact page (/contact): hero, contact cards, the project inquiry form, quick contact and hours. */
export const contactPageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    claims: z
      .array(z.strictObject({ value: text(), label: text() }))
      .min(1)
      .max(4),
    /** Names the section of contact cards for screen readers. */
    detailsLabel: text(),
    infoCards: z
      .array(
        z.strictObject({
          kind: z.enum(["phone", "email", "whatsapp", "office"]),
          title: text(),
          text: text(),
        }),
      )
      .min(1),
    form: z.strictObject({
      title: text(),
      intro: text(),
      labels: perField(),
      placeholders: perField(),
      optional: text(),
      /** The last "Service you need" option, after the services offered on the contact form. */
      customServiceOption: text(),
      budgets: z.array(text()).min(1),
      timelines: z.array(text()).min(1),
      errors: z.strictObject({
        name: text(),
        email: text(),
        emailInvalid: text(),
        phone: text(),
        company: text(),
        service: text(),
        budget: text(),
        timeline: text(),
        message: text(),
        tooLong: template({ required: ["max"] }),
      }),
      limits: z.strictObject({ short: z.number().int().positive(), message: z.number().int().positive() }),
      submit: text(),
      submitting: text(),
      /** Under the form: `{link}` is the link to the privacy policy, whose words are `privacyLink`. */
      privacyNote: template({ required: ["link"] }),
      privacyLink: text(),
      success: z.strictObject({ title: text(), text: text(), again: text() }),
      agentTool: z.strictObject({
        name: z.string().regex(/^[a-z][a-z0-9_]*$/),
        description: text(),
        params: perField(),
      }),
    }),
    quickContact: z.strictObject({
      title: text(),
      text: text(),
      whatsapp: text(),
      /** The first line of the WhatsApp message the button opens. */
      whatsappMessage: text(),
      /** The call button: `{phone}` is the main number. */
      call: template({ required: ["phone"] }),
    }),
    hoursTitle: text(),
    closedNote: text(),
  });
