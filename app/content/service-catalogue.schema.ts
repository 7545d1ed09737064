import { z } from "zod";
import { imageRefSchema } from "./common.schema.ts";

/** Every priced item on the site reads this text: prices are never displayed (spec §1, §9). */
export const PRICE_TEXT = "Contact for Pricing";

export const servicePackageSchema = z.strictObject({
  name: z.string().min(1),
  price: z.literal(PRICE_TEXT),
  features: z.array(z.string().min(1)).min(3),
});

export const serviceEntrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  tagline: z.string().min(1),
  /** The meta description of the service's page (70–160 characters). */
  description: z.string().min(70).max(160),
  overview: z.array(z.string().min(1)).min(1),
  features: z.array(z.string().min(1)).min(4),
  heroImage: imageRefSchema.optional(),
  overviewImage: imageRefSchema.optional(),
  featuresImage: imageRefSchema.optional(),
  packagesImage: imageRefSchema.optional(),
  /** Shown under the package grid (e.g. the registration fee per additional director). */
  packagesNote: z.string().optional(),
  packages: z.array(servicePackageSchema).length(3),
});

export const serviceCatalogueSchema = z.array(serviceEntrySchema).length(9);

export const serviceDetailCopySchema = z.strictObject({
  heroEyebrow: z.string(),
  heroCta: z.string(),
  heroPackagesLink: z.string(),
  overviewTitle: z.string(),
  featuresTitle: z.string(),
  packagesEyebrow: z.string(),
  packagesTitle: z.string(),
  packagesIntro: z.string(),
  mostPopular: z.literal("Most Popular"),
  inquireLabel: z.literal("Inquire Now"),
  /** "{package}" and "{service}" are replaced by the package name and the service title. */
  enquiryIntro: z.string().includes("{package}").includes("{service}"),
  closingTitle: z.string(),
  closingText: z.string(),
  closingPrimary: z.string(),
  closingSecondary: z.string(),
});

export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export type ServicePackage = z.infer<typeof servicePackageSchema>;
export type ServiceDetailCopy = z.infer<typeof serviceDetailCopySchema>;
