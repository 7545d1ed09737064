import { z } from "zod";
import { order, picture, type SchemaContext, seo, text } from "./parts.ts";

const servicePackage = z.strictObject({
  name: text(),
  features: z.array(text()).min(1),
});

/**
 * One service the agency offers (`services/<id>.en.yaml`; the file name is the id in /services/<id>). Its page,
 * the services lists and the forms' options all follow from this file.
 */
export const serviceSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    order: order(),
    title: text(),
    tagline: text(),
    /** The page's search-result description (its title is the service's). */
    seo: seo().pick({ description: true }),
    /** Paragraphs of the overview. */
    overview: z.array(text()).min(1),
    features: z.array(text()).min(1),
    /** Pictures of the page; each shows the generated artwork unless a photo is given. */
    images: z.strictObject({ hero: picture(image), overview: picture(image), features: picture(image) }),
    /** Every package reads "Contact for Pricing"; the second is marked "Most Popular". */
    packages: z.array(servicePackage).min(1),
    /** Shown under the packages (the registration fee per additional director, for instance). */
    packagesNote: text().optional(),
    /** Where else the service is named. */
    listings: z.strictObject({
      /** Names in the footer's plain-text services list (none: not listed). */
      footer: z.array(text()).default([]),
      /** Offered as a "Service you need" option on the contact form, under its title. */
      contactForm: z.boolean(),
      /** Offered as a checkbox on the quote form. `id` is what the quote form sends. */
      quoteForm: z
        .strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), label: text(), description: text() })
        .optional(),
    }),
  });
