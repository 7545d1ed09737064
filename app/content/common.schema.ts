import { z } from "zod";

/** A path inside the site, such as "/services" or "/services/seo-optimization". */
export const internalPathSchema = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, "must be a site path starting with /");

export const linkSchema = z.strictObject({
  label: z.string().min(1),
  to: internalPathSchema,
});

export const externalUrlSchema = z.url({ protocol: /^https$/ });

/** A reference to an image in the generated image manifest, with its alternative text ("" when decorative). */
export const imageRefSchema = z.strictObject({
  key: z.string().min(1),
  alt: z.string(),
});

/** Page title and description for search results. Titles ≤ 60 characters, descriptions 70–160. */
export const seoSchema = z.strictObject({
  title: z.string().min(10).max(60),
  description: z.string().min(70).max(160),
});

export type Link = z.infer<typeof linkSchema>;
export type ImageRef = z.infer<typeof imageRefSchema>;
export type Seo = z.infer<typeof seoSchema>;
