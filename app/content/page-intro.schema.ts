import { z } from "zod";
import { seoSchema } from "./common.schema.ts";

/** What every page starts with: its search-result text and its hero. */
export const pageIntroSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: z.string().optional(),
    title: z.string(),
    intro: z.string(),
  }),
});

export type PageIntro = z.infer<typeof pageIntroSchema>;
