import { z } from "zod";
import { imageRefSchema } from "./common.schema.ts";

/** A page of the site's own static files, such as "/template-demos/edulearn/index.html". */
const staticPagePathSchema = z.string().regex(/^\/[a-z0-9\-/]+\.html$/, "must be a static .html path");

export const templateCategorySchema = z.enum(["Education", "Healthcare", "Restaurant", "Business"]);

/** One website template the agency sells (spec §3). The price is data only and never displayed. */
export const templateSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(3).max(40),
  category: templateCategorySchema,
  description: z.string().min(60).max(240),
  image: imageRefSchema,
  previewUrl: staticPagePathSchema,
  technologies: z.array(z.string().min(1)).min(1),
  features: z.array(z.string().min(1)).min(3),
  price: z.string().regex(/^\$\d+$/, "a dollar amount such as $399"),
  demoPages: z.array(z.strictObject({ name: z.string().min(1), url: staticPagePathSchema })).min(1),
});

export const templateCatalogueSchema = z.array(templateSchema).min(1);

export type Template = z.infer<typeof templateSchema>;
export type TemplateCategory = z.infer<typeof templateCategorySchema>;
