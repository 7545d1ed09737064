import { z } from "zod";
import { pageIntroSchema } from "./page-intro.schema.ts";

const text = z.string().min(1);
const unit = z.tuple([text, text]);

/** The launching-soon page: countdown labels, what is coming, why us, contact, the notify form, footer. */
export const launchingSoonPageSchema = pageIntroSchema.extend({
  countdown: z.strictObject({
    title: text,
    labels: z.strictObject({ days: text, hours: text, minutes: text, seconds: text }),
    /** Singular and plural, for the once-a-minute screen-reader summary. */
    units: z.strictObject({ days: unit, hours: unit, minutes: unit }),
    summary: text.includes("{time}"),
    ended: text,
  }),
  building: z.strictObject({
    title: text,
    intro: text,
    cards: z
      .array(
        z.strictObject({
          icon: z.enum(["code", "megaphone", "cart", "palette"]),
          title: text,
          text: text,
        }),
      )
      .length(4),
  }),
  whyChoose: z.strictObject({ title: text, intro: text, points: z.array(text).length(6) }),
  contact: z.strictObject({
    title: text,
    intro: text,
    emailTitle: text,
    phoneTitle: text,
    officeTitle: text,
    socialTitle: text,
  }),
  notify: z.strictObject({
    title: text,
    text: text,
    emailLabel: text,
    placeholder: text,
    submit: text,
    submitting: text,
    successToast: text,
    failureToast: text,
    enquiryIntro: text,
    pageName: text,
    emailSubject: text,
    privacyNote: text,
    /** WebMCP declarative tool: the form's name and description, and the email field's description. */
    agentTool: z.strictObject({
      name: z.string().regex(/^[a-z][a-z0-9_]*$/),
      description: text,
      email: text,
    }),
  }),
  footer: z.strictObject({
    rights: text,
    legalLabel: text,
    links: z
      .array(z.strictObject({ label: text, to: z.enum(["/privacy-policy", "/terms-of-service"]) }))
      .length(2),
  }),
});

export type LaunchingSoonPage = z.infer<typeof launchingSoonPageSchema>;
