import { z } from "zod";
import { link, picture, type SchemaContext, seo, text } from "./parts.ts";

/** Icons the core values may show (lucide names, drawn by sections/about). */
const ABOUT_ICONS = ["lightbulb", "heart", "award", "globe"] as const;

const stat = z.strictObject({ number: text(), label: text() });

/**
 * The about page (/about): hero, our story with its figures, mission and vision, core values, the journey,
 * the team's heading (the members are the `team` collection), the comparison and the closing panel.
 */
export const aboutPageSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** The in-page link to Our Story. */
      storyButton: text(),
      /** The in-page link to Meet Our Team. */
      teamButton: text(),
      image: picture(image),
    }),
    story: z.strictObject({
      eyebrow: text(),
      title: text(),
      paragraphs: z.array(text()).min(1),
      /** Two per row: more than four make the card taller than the story beside it. */
      figures: z.array(stat).min(1).max(4),
    }),
    mission: z.strictObject({ title: text(), text: text() }),
    vision: z.strictObject({ title: text(), text: text() }),
    values: z.strictObject({
      eyebrow: text(),
      title: text(),
      items: z.array(z.strictObject({ title: text(), text: text(), icon: z.enum(ABOUT_ICONS) })).min(1),
    }),
    journey: z.strictObject({
      eyebrow: text(),
      title: text(),
      /** The milestones, oldest first. */
      milestones: z
        .array(
          z.strictObject({
            year: z.string().regex(/^\d{4}$/, "a year such as 2021 (in quotes)"),
            title: text(),
            description: text(),
          }),
        )
        .min(1)
        .superRefine((milestones, ctx) => {
          milestones.forEach((milestone, index) => {
            if (index > 0 && milestone.year < milestones[index - 1]!.year)
              ctx.addIssue({
                code: "custom",
                path: [index, "year"],
                message: "milestones go oldest first: this year comes before the one above it",
              });
          });
        }),
    }),
    team: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    comparison: z.strictObject({
      eyebrow: text(),
      title: text(),
      otherLabel: text(),
      usLabel: text(),
      other: z.array(text()).min(1),
      us: z.array(text()).min(1),
    }),
    whyChooseUs: z.strictObject({
      title: text(),
      text: text(),
      /** Three per row on wide screens. */
      stats: z.array(stat).min(1).max(3),
      cta: link(),
    }),
  });
