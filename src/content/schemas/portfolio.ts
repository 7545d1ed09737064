import { z } from "zod";
import {
  alt,
  externalUrl,
  link,
  order,
  picture,
  plural,
  type SchemaContext,
  seo,
  template,
  text,
} from "./parts.ts";

/** A picture whose alt text may not be empty: the piece is the content, not decoration. */
const described = <I extends z.ZodType>(image: () => I) =>
  picture(image).extend({ alt: alt().min(1, "describe what the picture shows: it is read aloud") });

/**
 * One piece of the Creative Gallery on /portfolio (`portfolio/<id>.en.yaml`). Without a photo the generated
 * artwork `portfolio/<id>` is shown. The gallery's category filter lists every category the pieces name.
 */
export const portfolioPieceSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    order: order(),
    title: text().max(40, "a longer title wraps onto three lines under the thumbnail"),
    category: text().max(24, "a longer category name crowds the filter"),
    client: text(),
    image: described(image),
  });

/** One website in the Website Portfolio on /portfolio (`portfolio-websites/<id>.en.yaml`; artwork `websites/<id>`). */
export const portfolioWebsiteSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    order: order(),
    title: text(),
    description: text(),
    /** The live site ("Visit Website" opens it in a new tab). */
    url: externalUrl(),
    technologies: z.array(text()).min(1),
    category: text(),
    image: described(image),
  });

const STAT_ICONS = ["briefcase", "globe", "palette", "heart"] as const;

/** The portfolio page (/portfolio): hero and figures, the gallery's and the websites' copy, the closing call. */
export const portfolioPageSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** Without a photo, the generated artwork heroes/portfolio. */
      image: described(image),
      /** Jumps to the gallery. */
      galleryButton: text(),
      /** Jumps to the websites. */
      websitesButton: text(),
    }),
    /** Names the list of figures for screen readers. */
    statsLabel: text(),
    stats: z
      .array(z.strictObject({ number: text().max(6), label: text(), icon: z.enum(STAT_ICONS) }))
      .min(1)
      .max(4, "the figures row has room for four"),
    gallery: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** Names the group of filter buttons for screen readers. */
      filterLabel: text(),
      /** The choice that shows every piece (first). */
      all: text(),
      /** Under the filter, by the number of pieces shown (`{count}`). */
      count: plural(),
      /** Shown when a category has no pieces. */
      empty: text(),
      viewer: z.strictObject({
        close: text(),
        previous: text(),
        next: text(),
        /** "3 of 34". */
        position: template({ required: ["index", "total"] }),
        /** The line under the open piece's title: `{position}` is the line above, `{client}`, `{category}` the piece's. */
        caption: template({ required: ["position"], allowed: ["client", "category"] }),
        /** Read to screen readers when the viewer opens. */
        hint: text(),
      }),
    }),
    websites: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** Names each site's list of technologies. */
      technologiesLabel: text(),
      visit: text(),
    }),
    closing: z.strictObject({ title: text(), text: text(), cta: link() }),
  });
