import { z } from "zod";
import { externalUrl, link, picture, type SchemaContext, seo, sitePath, template, text } from "./parts.ts";

/** Icons a "Why choose us" reason may show (drawn by sections/home/why-choose-us.tsx). */
const REASON_ICONS = ["sparkles", "trending-up", "layers"] as const;
/** Icons a card of the services row may show (drawn by features/services-row). */
const SERVICE_CARD_ICONS = ["monitor", "palette", "megaphone", "shopping-cart", "building"] as const;

export type ReasonIcon = (typeof REASON_ICONS)[number];
export type ServiceCardIcon = (typeof SERVICE_CARD_ICONS)[number];

/**
 * The home page (/): hero, reasons, the services row, impact figures and the headings of the sections whose
 * entries are collections of their own (testimonials, templates, partners, technologies).
 */
export const homePageSchema = <I extends z.ZodType, R extends z.ZodType>({
  image,
  reference,
}: SchemaContext<I, R>) =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({
      banner: z.strictObject({ label: text(), text: text(), link: link() }),
      /** The page's heading; `{highlight}` stands where the highlighted words go. */
      title: template({ required: ["highlight"] }),
      /** Shown in the accent colour, where the title says `{highlight}`. */
      highlight: text(),
      intro: text(),
      primary: link(),
      secondary: link(),
      points: z.array(text()).min(1).max(4, "more than 4 points crowd the hero on a phone"),
      image: picture(image),
    }),
    whyChooseUs: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      reasons: z.array(z.strictObject({ title: text(), text: text(), icon: z.enum(REASON_ICONS) })).min(1),
    }),
    services: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** Names the scrolling row for screen readers. */
      rowLabel: text(),
      /** Each card's link text (screen readers hear it with the card's title). */
      learnMore: text(),
      cards: z
        .array(
          z
            .strictObject({
              title: text(),
              text: text(),
              icon: z.enum(SERVICE_CARD_ICONS),
              /** A page of the site the card links to… */
              to: sitePath().optional(),
              /** …or the service (its file in services/) whose page it links to. */
              service: reference("services").optional(),
            })
            .refine((card) => (card.to === undefined) !== (card.service === undefined), {
              message: "give the card either `to` (a page) or `service` (a service's id), not both",
            }),
        )
        .min(1),
      explore: link(),
      quote: link(),
    }),
    impact: z.strictObject({
      eyebrow: text(),
      title: text(),
      stats: z.array(z.strictObject({ number: text(), label: text() })).min(1),
    }),
    testimonials: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** Read out for a card's stars. */
      ratingLabel: template({ required: ["rating"] }),
      /** Each testimonial in the language's quotation marks: `{text}` is the client's words. */
      quote: template({ required: ["text"] }),
      reviewLinks: z.array(z.strictObject({ label: text(), url: externalUrl() })).min(1),
    }),
    templates: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** How many templates the section shows: the first ones by their `order`. */
      shown: z.number().int().positive(),
      viewAll: link(),
    }),
    partners: z.strictObject({ eyebrow: text(), title: text() }),
    technologies: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    closing: z.strictObject({ title: text(), text: text(), cta: link() }),
  });
