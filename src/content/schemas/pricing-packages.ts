import { z } from "zod";
import { order, text } from "./parts.ts";

/** Icons a package or a hosting product may show (the package filter draws each one). */
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

/** The badges a package may wear; their words are in pages/packages/packages.en.yaml (`badges`). */
export const PACKAGE_BADGES = ["popular", "featured", "bestValue"] as const;

/**
 * One package on /packages (`pricing-packages/<id>.en.yaml`). The page's category filter lists every category
 * the packages name, in their order. No price: every package reads the page's price text.
 */
export const pricingPackageSchema = () =>
  z.strictObject({
    order: order(),
    category: text().max(32, "a longer category name crowds the filter bar on phones"),
    title: text().max(40, "a longer title wraps onto three lines on the card"),
    description: text(),
    features: z.array(text()).min(1),
    icon: z.enum(PACKAGE_ICONS),
    /** Highlighted: a coloured ring and a solid button. */
    popular: z.boolean().default(false),
    badge: z.enum(PACKAGE_BADGES).optional(),
  });

export type PackageIcon = (typeof PACKAGE_ICONS)[number];
export type PackageBadge = (typeof PACKAGE_BADGES)[number];
