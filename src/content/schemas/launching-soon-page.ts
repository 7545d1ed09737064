import { z } from "zod";
import { plural, seo, template, text } from "./parts.ts";

/**
 * The launching-soon page (/launching-soon), a page of its own: countdown, what is coming, why us, contact,
 * the sign-up form. The launch date, contact values and copyright year are in site/identity/identity.en.yaml.
 */
export const launchingSoonPageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    countdown: z.strictObject({
      title: text(),
      labels: z.strictObject({ days: text(), hours: text(), minutes: text(), seconds: text() }),
      /** Each unit with its number, for the countdown's once-a-minute screen-reader summary ("{count} days"). */
      units: z.strictObject({ days: plural(), hours: plural(), minutes: plural() }),
      /**
       * What screen readers hear (at most once a minute); `{time}` is the three units listed the language's way
       * ("1 day, 2 hours and 1 minute").
       */
      summary: template({ required: ["time"] }),
      /** Heard once the launch date has passed. */
      ended: text(),
    }),
    building: z.strictObject({
      title: text(),
      intro: text(),
      cards: z
        .array(
          z.strictObject({
            icon: z.enum(["code", "megaphone", "cart", "palette"]),
            title: text(),
            text: text(),
          }),
        )
        .min(1)
        .max(4, "the row has room for four cards"),
    }),
    whyChoose: z.strictObject({ title: text(), intro: text(), points: z.array(text()).min(1) }),
    contact: z.strictObject({
      title: text(),
      intro: text(),
      emailTitle: text(),
      phoneTitle: text(),
      officeTitle: text(),
      socialTitle: text(),
    }),
    /** "Be the First to Know!": the sign-up form. */
    notify: z.strictObject({
      title: text(),
      description: text(),
      emailLabel: text(),
      placeholder: text(),
      submit: text(),
      submitting: text(),
      successToast: text(),
      failureToast: text(),
      /** Under the form. */
      note: text(),
      /** How AI agents see the form (WebMCP). */
      agentTool: z.strictObject({
        name: z.string().regex(/^[a-z][a-z0-9_]*$/),
        description: text(),
        email: text(),
      }),
    }),
  });
