import { z } from "zod";
import { pageIntroSchema } from "./page-intro.schema.ts";

const withTemplateName = z
  .string()
  .includes("{template}", { message: "must name the template with {template}" });

/** Copy of the template catalogue (/shopping, /shop, /templates) and the template detail page. */
export const templateShopSchema = pageIntroSchema.extend({
  catalogue: z.strictObject({
    title: z.string(),
    intro: z.string(),
    filterLabel: z.string(),
    allCategories: z.literal("All"),
    searchLabel: z.string(),
    searchPlaceholder: z.string(),
    resultCount: z.strictObject({ one: z.string(), other: z.string() }),
    emptyTitle: z.literal("No templates found"),
    emptyText: z.literal("Try adjusting your search or filter criteria"),
    clearFilters: z.string(),
  }),
  card: z.strictObject({
    pricing: z.literal("Contact for Pricing"),
    technologiesLabel: z.string(),
    featuresLabel: z.string(),
    more: z.string().includes("{count}"),
    preview: z.literal("Preview"),
    previewHint: z.string(),
    buyNow: z.literal("Buy Now"),
    details: z.string(),
    buyNowEnquiry: withTemplateName,
  }),
  custom: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    text: z.string(),
    points: z.array(z.string()).min(2),
    button: z.string(),
    enquiry: z.string().min(20),
  }),
  detail: z.strictObject({
    backToShop: z.literal("Back to Shop"),
    keyFeatures: z.literal("Key Features"),
    technologiesTitle: z.string(),
    demoPagesTitle: z.string(),
    getStarted: z.literal("Get Started Today"),
    pricing: z.literal("Contact for Pricing"),
    payment: z.literal("One-time payment"),
    included: z.array(z.string()).min(2),
    previewTemplate: z.literal("Preview Template"),
    makeItYours: z.literal("Make it yours"),
    makeItYoursEnquiry: withTemplateName,
    newTab: z.string(),
  }),
  notFound: z.strictObject({
    title: z.literal("Template Not Found"),
    lookingFor: z.literal("Looking for: "),
    text: z.string(),
    backToTemplates: z.literal("Back to Templates"),
  }),
});

export type TemplateShopContent = z.infer<typeof templateShopSchema>;
