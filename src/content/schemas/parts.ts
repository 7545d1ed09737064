/**
 * Pieces the collection schemas share. Schemas check shape, references, and the lengths that matter for
 * layout and search results; they never pin copy or how many entries there are.
 */
import { z } from "zod";
import type { CollectionName } from "#src/content/collections.ts";

/** The helpers a schema needs from whoever loads it: Astro at build, read-content.ts in tests and scripts. */
export interface SchemaContext<Image extends z.ZodType = z.ZodType, Reference extends z.ZodType = z.ZodType> {
  /** An image file beside the entry (a path relative to the entry's file): JPEG, PNG, WebP, AVIF or SVG. */
  image: () => Image;
  /** The id of an entry in another collection; checked to exist. */
  reference: (collection: CollectionName) => Reference;
}

/**
 * What the browser editor (scripts/content-editor/decap-config.ts) reads from a schema besides its checks, kept
 * in zod's metadata: the words in braces a text may use and must contain, and lengths counted as the page
 * shows them (each `{word}` as the word). The schema's own checks stay the authority; the build runs them.
 */
export interface EditorMeta {
  placeholders?: { known: string[]; required: string[] };
  shownLength?: { min: number; max: number };
  /**
   * Copy a visitor reads: each language has its own (translation files, src/content/translations.ts). Every
   * other value (ids, paths, numbers, images, references) is the English file's in every language.
   */
  translate?: true;
  /** A path of this site: on another language's pages it leads to that language's page. */
  sitePath?: true;
  /** A list of phrases each language has its own of, of any length (what visitors type to the assistant). */
  phrases?: true;
}

/** Words in braces that copy may use anywhere; they are replaced by the site identity's values. */
export const SITE_VARIABLES = [
  "siteName",
  "legalName",
  "assistantName",
  "responseHours",
  "foundedYear",
  "photographyArm",
] as const;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/**
 * Copy that may name the site's own values (`{siteName}`) and, where a feature fills them in, the words it
 * lists (`{package}`). `required` words must appear: the feature cannot say what it means without them.
 */
export function template({
  allowed = [],
  required = [],
}: {
  allowed?: readonly string[];
  required?: readonly string[];
} = {}) {
  const known = new Set<string>([...SITE_VARIABLES, ...allowed, ...required]);
  return z
    .string()
    .min(1)
    .meta({
      placeholders: { known: [...known], required: [...required] },
      translate: true,
    } satisfies EditorMeta)
    .superRefine((value, ctx) => {
      for (const [, name] of value.matchAll(PLACEHOLDER))
        if (!known.has(name!))
          ctx.addIssue({
            code: "custom",
            message: `unknown placeholder {${name}}: use one of ${[...known].map((n) => `{${n}}`).join(", ")}`,
          });
      for (const name of required)
        if (!value.includes(`{${name}}`)) ctx.addIssue({ code: "custom", message: `must contain {${name}}` });
    });
}

/** Plain copy: a non-empty line of text (site variables allowed). */
export const text = () => template();

/**
 * Ways visitors put something (the assistant matches their questions against them): each language has its
 * own list, as long as it needs, not a translation of the English one line by line.
 */
export const phrases = () =>
  z
    .array(text())
    .min(1)
    .meta({ phrases: true } satisfies EditorMeta);

/** A path inside the site, such as "/services" or "/about#team". */
export const sitePath = () =>
  z
    .string()
    .regex(/^\/[a-z0-9\-/]*(?:#[a-z0-9-]+)?$/, "must be a site path such as /services")
    .describe("A page of this site: /services, /about#team.")
    .meta({ sitePath: true } satisfies EditorMeta);

export const externalUrl = () =>
  z
    .url({ protocol: /^https$/, error: "must be an https:// address" })
    .describe("A full address starting with https://");

export const link = () => z.strictObject({ label: text(), to: sitePath() });

/**
 * Text whose length matters (search results cut it): measured with each `{word}` counted as the word itself,
 * since the schema cannot know the value (tests check the filled-in text too).
 */
const measured = (min: number, max: number, tooLong: string) =>
  template()
    .superRefine((value, ctx) => {
      const length = value.replace(PLACEHOLDER, "$1").length;
      if (length < min) ctx.addIssue({ code: "custom", message: `too short: at least ${min} characters` });
      if (length > max) ctx.addIssue({ code: "custom", message: tooLong });
    })
    .meta({ shownLength: { min, max } } satisfies EditorMeta);

/** Page title and description for search results and share cards. */
export const seo = () =>
  z.strictObject({
    title: measured(10, 60, "search results cut titles after 60 characters").describe(
      "The title in search results, the browser tab and share cards.",
    ),
    description: measured(70, 160, "search results cut descriptions after 160 characters").describe(
      "The text under the title in search results and share cards.",
    ),
  });

/** Where entries are shown in a list: lower first. */
export const order = () =>
  z.number().int().min(0).describe("Where the entry stands in its list: lower numbers come first.");

/** Text read aloud in place of an image; empty ("") only for a purely decorative image. */
export const alt = () =>
  z
    .string()
    .max(200)
    .describe("What the picture shows, in a sentence: read aloud to people who cannot see it.")
    .meta({ translate: true } satisfies EditorMeta);

/**
 * An image slot: a photo file given beside the entry, or, without one, the generated artwork for the slot.
 * The alt text describes whichever is shown.
 */
export const picture = <I extends z.ZodType>(image: () => I) =>
  z.strictObject({
    photo: image()
      .optional()
      .describe(
        "A JPEG, PNG, WebP or AVIF file beside this entry, any size: the build makes the smaller sizes. Empty: the generated artwork.",
      ),
    alt: alt(),
  });

export const phoneDisplay = () =>
  z
    .string()
    .regex(/^\+\d[\d ]+$/, "write the number as people read it: +94 77 123 4567")
    .describe("The number as people read it, with the country code: +94 77 123 4567.");

/**
 * Words that change with a number ("1 piece", "3 pieces"): a phrase for each plural category a language uses
 * (CLDR: English one and other; Hindi's "one" also covers 0), chosen by `pluralText` in
 * contracts/locale-format.ts. `other` is required; `{count}` is the number, written the language's way.
 * A translation gives the categories the English file has.
 */
export const plural = ({ allowed = [] }: { allowed?: readonly string[] } = {}) => {
  const phrase = () => template({ allowed: ["count", ...allowed] });
  return z.strictObject({
    zero: phrase().optional(),
    one: phrase().optional(),
    two: phrase().optional(),
    few: phrase().optional(),
    many: phrase().optional(),
    other: template({ allowed, required: ["count"] }),
  });
};
