import { z } from "zod";
import { link, plural, seo, text } from "./parts.ts";
import { PACKAGE_BADGES, PACKAGE_ICONS } from "./pricing-packages.ts";

const hostingProduct = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text(),
  description: text(),
  icon: z.enum(PACKAGE_ICONS),
  features: z.array(text()).min(1),
  /** Marked with the recommended label and highlighted. */
  recommended: z.boolean().default(false),
  /** The button's words; it opens a WhatsApp enquiry naming the product (site/enquiries/enquiries.en.yaml hostingProduct). */
  action: text().max(24, "a longer button label wraps on phones"),
});

/** The packages page (/packages): hero, category filter, hosting products and the custom-solution block. */
export const packagesPageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    filter: z.strictObject({
      /** Names the group of filter buttons for screen readers. */
      label: text(),
      /** The choice that shows every package (first in the bar). */
      all: text(),
      /** The live count line, by the number of packages shown (`{count}`). */
      count: plural(),
    }),
    /** Shown in place of a price on every package and product. */
    price: text(),
    /** The button on each package card; it opens a WhatsApp enquiry naming the package. */
    inquireLabel: text(),
    badges: z.strictObject(
      Object.fromEntries(PACKAGE_BADGES.map((badge) => [badge, text().max(16)])) as Record<
        (typeof PACKAGE_BADGES)[number],
        ReturnType<typeof text>
      >,
    ),
    hosting: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      recommendedLabel: text(),
      products: z.array(hostingProduct).min(1),
    }),
    custom: z.strictObject({
      title: text(),
      text: text(),
      points: z.array(text()).min(1),
      /** Opens WhatsApp with site/enquiries/enquiries.en.yaml customPackage. */
      whatsappLabel: text(),
      quote: link(),
    }),
  });
