import { z } from "zod";
import { externalUrlSchema, imageRefSchema, linkSchema, seoSchema } from "./common.schema.ts";

/** Icons the home page's cards may name (mapped to lucide icons by the home features). */
export const HOME_ICONS = [
  "sparkles",
  "trending-up",
  "layers",
  "monitor",
  "palette",
  "megaphone",
  "shopping-cart",
  "building",
] as const;

const iconSchema = z.enum(HOME_ICONS);

export const statSchema = z.strictObject({ number: z.string().min(1), label: z.string().min(1) });

export const homePageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    banner: z.strictObject({
      label: z.literal("What's new?"),
      text: z.string(),
      link: z.strictObject({ label: z.literal("Explore"), to: z.literal("/get-quote") }),
    }),
    title: z.string(),
    highlight: z.string(),
    intro: z.string(),
    primary: z.strictObject({ label: z.literal("Explore Now"), to: z.literal("/get-quote") }),
    secondary: linkSchema,
    points: z.array(z.string()).length(3),
    image: imageRefSchema,
  }),
  whyChooseUs: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    reasons: z.array(z.strictObject({ title: z.string(), text: z.string(), icon: iconSchema })).length(3),
  }),
  services: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    rowLabel: z.string(),
    cards: z
      .array(
        z.strictObject({
          title: z.string(),
          text: z.string(),
          icon: iconSchema,
          link: z.strictObject({ label: z.literal("Learn More"), to: linkSchema.shape.to }),
        }),
      )
      .length(5),
    explore: z.strictObject({ label: z.literal("Explore All Services"), to: z.literal("/services") }),
    quote: z.strictObject({ label: z.literal("Get Free Quote"), to: z.literal("/get-quote") }),
  }),
  impact: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    stats: z.array(statSchema).length(4),
  }),
  testimonials: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    ratingLabel: z.string().includes("{rating}"),
    newTabHint: z.string(),
    reviewLinks: z.array(z.strictObject({ label: z.string(), url: externalUrlSchema })).length(2),
  }),
  templates: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    price: z.literal("Contact for Pricing"),
    more: z.string().includes("{count}"),
    detailsLabel: z.string(),
    technologiesLabel: z.string(),
    featuresLabel: z.string(),
    viewAll: z.strictObject({ label: z.literal("View All Templates"), to: z.literal("/shop") }),
  }),
  partners: z.strictObject({ eyebrow: z.string(), title: z.string() }),
  technologies: z.strictObject({ eyebrow: z.string(), title: z.string(), intro: z.string() }),
  closing: z.strictObject({
    title: z.string(),
    text: z.string(),
    cta: z.strictObject({ label: z.literal("Get a Custom Quote"), to: z.literal("/contact") }),
  }),
});

export type HomePage = z.infer<typeof homePageSchema>;
export type HomeIcon = (typeof HOME_ICONS)[number];
export type Stat = z.infer<typeof statSchema>;
