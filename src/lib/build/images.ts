/**
 * Build-time image resolution (pages only): a content image slot becomes a `PictureData` through Astro's image
 * pipeline: AVIF, WebP and JPEG at each width, content-hashed file names (cached for a year), intrinsic size
 * and a colour placeholder. A slot with a photo shows the photo; without one, the generated artwork for the
 * slot (src/assets/generated/<key>).
 */

import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import sharp from "sharp";
import type { Locale } from "#contracts/locales.ts";
import { single } from "#src/content/entries.ts";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

// Loaded one by one, on demand: only the artwork a page shows ends up in the build.
const artwork = import.meta.glob<ImageMetadata>("/src/assets/generated/**/*.{png,svg}", {
  import: "default",
});

/** Widths each kind of image is made at (never wider than its source). */
const IMAGE_WIDTHS = {
  /** Heroes, overview pictures, portfolio pieces (the viewer shows them large). */
  large: [400, 800, 1200],
  /** Cards shown at most about 400 px wide. */
  card: [400, 800],
  /** Portraits: the splash and the team. */
  portrait: [320, 480, 640, 800],
} as const;

export type ImageWidths = keyof typeof IMAGE_WIDTHS;

const FORMATS = [
  { format: "avif", type: "image/avif", quality: 50 },
  { format: "webp", type: "image/webp", quality: 70 },
] as const;
const FALLBACK = { format: "jpg", quality: 72 } as const;

function artworkFor(key: string): Promise<ImageMetadata> {
  const found = Object.entries(artwork).find(
    ([path]) => path.replace(/^.*\/generated\//, "").replace(/\.\w+$/, "") === key,
  );
  if (!found)
    throw new Error(
      `No artwork "${key}" in src/assets/generated (give the entry a photo, or add the artwork).`,
    );
  return found[1]();
}

const colours = new Map<string, Promise<string | undefined>>();
function mainColour(image: ImageMetadata, format: string): Promise<string | undefined> {
  const file = (image as ImageMetadata & { fsPath?: string }).fsPath;
  if (!file || format === "svg") return Promise.resolve(undefined);
  let colour = colours.get(file);
  if (!colour) {
    colour = sharp(file)
      .stats()
      .then(({ dominant: { r, g, b } }) => `rgb(${r} ${g} ${b})`)
      .catch(() => undefined);
    colours.set(file, colour);
  }
  return colour;
}

/**
 * A slot of content (`{ photo?, alt }`) as a picture: its photo, or the artwork named `artworkKey`; its words
 * for a picture that fails to load in the page's language (`locale`).
 */
export async function pictureOf(
  slot: { photo?: ImageMetadata | undefined; alt: string },
  artworkKey: string,
  locale: Locale,
  widths: ImageWidths = "large",
): Promise<PictureData> {
  const image = slot.photo ?? (await artworkFor(artworkKey));
  // Its size and format are read from Astro's plain copy: reading the image itself marks the full-size original
  // as linked by a page, and Astro then ships it beside the sizes made from it (a few MB nobody loads).
  const source = (image as ImageMetadata & { clone?: ImageMetadata }).clone ?? image;
  const { imageFallback: fallbackLabel } = await single("layout", locale);
  if (source.format === "svg") {
    const svg = await getImage({ src: image, format: "svg" });
    return {
      alt: slot.alt,
      width: source.width,
      height: source.height,
      src: svg.src,
      sources: [],
      fallbackLabel,
    };
  }
  const sizes = IMAGE_WIDTHS[widths].filter((width) => width < source.width);
  const all = [...sizes, Math.min(source.width, IMAGE_WIDTHS[widths].at(-1)!)];
  const set = async (format: string, quality: number) => {
    const files = await Promise.all(
      all.map((width) => getImage({ src: image, width, format: format as "avif", quality })),
    );
    return files.map((file, index) => `${file.src} ${all[index]}w`).join(", ");
  };
  const [sources, srcset, largest, color] = await Promise.all([
    Promise.all(
      FORMATS.map(async ({ format, type, quality }) => ({ type, srcset: await set(format, quality) })),
    ),
    set(FALLBACK.format, FALLBACK.quality),
    getImage({ src: image, width: all.at(-1), format: FALLBACK.format, quality: FALLBACK.quality }),
    mainColour(image, source.format),
  ]);
  const height = Math.round((source.height * all.at(-1)!) / source.width);
  return {
    alt: slot.alt,
    width: all.at(-1)!,
    height,
    src: largest.src,
    srcset,
    sources,
    color,
    fallbackLabel,
  };
}
