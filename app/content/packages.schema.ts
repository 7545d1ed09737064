import { z } from "zod";
import { internalPathSchema, seoSchema } from "./common.schema.ts";
import { PRICE_TEXT } from "./service-catalogue.schema.ts";

export const PACKAGE_CATEGORIES = [
  "Photography",
  "Graphic Design",
  "Social Media Marketing",
  "Web Development",
  "Business Registration",
] as const;

/** Names of the icons a package card may show (mapped to lucide icons by the package-filter feature). */
export const PACKAGE_ICONS = [
  "camera",
  "aperture",
  "palette",
  "pen-tool",
  "megaphone",
  "trending-up",
  "rocket",
  "code",
  "shopping-cart",
  "building",
  "briefcase",
  "globe",
  "server",
  "store",
] as const;

export const pricingPackageSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: z.enum(PACKAGE_CATEGORIES),
  title: z.string().min(1),
  price: z.literal(PRICE_TEXT),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(3),
  icon: z.enum(PACKAGE_ICONS),
  popular: z.boolean(),
  badge: z.enum(["Popular", "Featured", "Best Value"]).nullable(),
});

const productSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  price: z.literal(PRICE_TEXT),
  icon: z.enum(PACKAGE_ICONS),
  features: z.array(z.string().min(1)).min(3),
  recommended: z.boolean(),
  action: z.string().min(1),
});

export const packagesPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ eyebrow: z.string(), title: z.string(), intro: z.string() }),
  filter: z.strictObject({
    label: z.string(),
    all: z.literal("All"),
    /** The spec's count line, word for word; "{count}" is replaced by the number of packages shown. */
    count: z.literal("Showing {count} package(s)"),
  }),
  popularLabel: z.string(),
  inquireLabel: z.string(),
  /** "{package}" and "{category}" are replaced. */
  enquiryIntro: z.string().includes("{package}"),
  packages: z.array(pricingPackageSchema).length(11),
  hosting: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    recommendedLabel: z.literal("Recommended"),
    /** "{product}" is replaced by the product's title. */
    enquiryIntro: z.string().includes("{product}"),
    products: z.array(productSchema).length(3),
  }),
  custom: z.strictObject({
    title: z.string(),
    text: z.string(),
    points: z.array(z.string()).min(2),
    whatsappLabel: z.literal("WhatsApp Us"),
    enquiryText: z.string().min(1),
    quote: z.strictObject({ label: z.literal("Get Custom Quote"), to: internalPathSchema }),
  }),
});

export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];
export type PackageIcon = (typeof PACKAGE_ICONS)[number];
export type PricingPackage = z.infer<typeof pricingPackageSchema>;
export type PackagesPage = z.infer<typeof packagesPageSchema>;
