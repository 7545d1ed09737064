import { z } from "zod";
import { imageRefSchema } from "./common.schema.ts";
import { pageIntroSchema } from "./page-intro.schema.ts";

export const statIconSchema = z.enum(["briefcase", "globe", "palette", "heart"]);

/** Copy of /portfolio. The gallery pieces and websites live in portfolio-gallery.ts and portfolio-websites.ts. */
export const portfolioPageSchema = pageIntroSchema.extend({
  hero: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    image: imageRefSchema,
    galleryButton: z.string(),
    websitesButton: z.string(),
  }),
  stats: z
    .array(z.strictObject({ number: z.string().regex(/^\d+[+%]$/), label: z.string(), icon: statIconSchema }))
    .length(4),
  statsLabel: z.string(),
  gallery: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    filterLabel: z.string(),
    all: z.literal("All"),
    count: z.string().includes("{count}"),
    empty: z.literal("No images found for the selected category."),
    viewer: z.strictObject({
      close: z.string(),
      previous: z.string(),
      next: z.string(),
      position: z.string().includes("{index}").includes("{total}"),
      hint: z.string(),
    }),
  }),
  websites: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    technologiesLabel: z.string(),
    visit: z.literal("Visit Website"),
    newTab: z.string(),
  }),
  closing: z.strictObject({
    title: z.string(),
    text: z.string(),
    cta: z.strictObject({ label: z.string(), to: z.string().startsWith("/") }),
  }),
});

export type PortfolioPageContent = z.infer<typeof portfolioPageSchema>;
export type StatIcon = z.infer<typeof statIconSchema>;
