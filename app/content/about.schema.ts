import { z } from "zod";
import { imageRefSchema, seoSchema } from "./common.schema.ts";
import { statSchema } from "./home.schema.ts";

export const ABOUT_ICONS = ["lightbulb", "heart", "award", "globe", "target", "eye"] as const;

export const aboutPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: z.string(),
    title: z.literal("Digital Innovation Since 2021"),
    intro: z.string(),
    storyButton: z.literal("Discover Our Story"),
    teamButton: z.literal("Meet Our Team"),
    image: imageRefSchema,
  }),
  story: z.strictObject({
    eyebrow: z.string(),
    title: z.literal("Our Story"),
    paragraphs: z.array(z.string()).min(2),
    figures: z.array(statSchema).length(4),
  }),
  mission: z.strictObject({ title: z.literal("Our Mission"), text: z.string() }),
  vision: z.strictObject({ title: z.literal("Our Vision"), text: z.string() }),
  values: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    items: z
      .array(z.strictObject({ title: z.string(), text: z.string(), icon: z.enum(ABOUT_ICONS) }))
      .length(4),
  }),
  journey: z.strictObject({
    eyebrow: z.string(),
    title: z.literal("Our Journey"),
    milestones: z
      .array(
        z.strictObject({ year: z.string().regex(/^20\d\d$/), title: z.string(), description: z.string() }),
      )
      .length(4),
  }),
  team: z.strictObject({ eyebrow: z.string(), title: z.literal("Meet Our Team"), intro: z.string() }),
  comparison: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    otherLabel: z.literal("Other Agencies"),
    usLabel: z.string(),
    other: z.array(z.string()).length(5),
    us: z.array(z.string()).length(5),
  }),
  whyChooseUs: z.strictObject({
    title: z.literal("Why Choose Us"),
    text: z.string(),
    stats: z.array(statSchema).length(3),
    cta: z.strictObject({ label: z.string(), to: z.literal("/contact") }),
  }),
});

export type AboutPage = z.infer<typeof aboutPageSchema>;
export type AboutIcon = (typeof ABOUT_ICONS)[number];
