/**
 * The 1200×630 share image of a page and the square logo of the structured data, drawn as SVG in the brand's
 * artwork style (artwork/) and rasterised with sharp at build (src/pages/share/). Text is outlined with
 * fontkit, so every machine renders the same pixels without a system font.
 */
import sharp from "sharp";
import { markBody } from "#artwork/art/brand.ts";
import { measure, text, wrap } from "#artwork/lib/font.ts";
import { C, svg } from "#artwork/lib/svg.ts";

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const PAD = 80;
const TEXT_WIDTH = SHARE_WIDTH - 2 * PAD;
/** The description's colour on the ink background (the theme's ink-200). */
const DESCRIPTION_FILL = "#C5D4E4";

/** At most `max` lines; the last one ends with an ellipsis when text was cut. */
function clamp(value: string, max: number, options: Parameters<typeof wrap>[2]): string[] {
  const lines = wrap(value, TEXT_WIDTH, options);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = `${kept[max - 1]}…`;
  while (measure(last, options) > TEXT_WIDTH && last.includes(" ")) last = `${last.replace(/\s+\S+…$/, "")}…`;
  kept[max - 1] = last;
  return kept;
}

export interface ShareImageText {
  /** The page's name, e.g. "SEO Optimization". */
  heading: string;
  description: string;
  /** Shown at the foot, e.g. "serendib.digital/services". */
  address: string;
  /** The agency's name: its first word bold, the rest in the accent colour. */
  siteName: string;
}

export function shareImageSvg({ heading, description, address, siteName }: ShareImageText): string {
  const [first = siteName, ...rest] = siteName.split(" ");
  const second = rest.join(" ");
  const { defs, body } = markBody("og");
  const headingOptions = { size: 64, weight: 800 as const, tracking: -0.02 };
  let headingLines = clamp(heading, 2, headingOptions);
  let headingSize = 64;
  if (headingLines.length === 2 && measure(heading, headingOptions) > TEXT_WIDTH * 1.6) {
    headingSize = 56;
    headingLines = clamp(heading, 2, { ...headingOptions, size: 56 });
  }
  const descriptionOptions = { size: 28, weight: 400 as const };
  const descriptionLines = clamp(description, headingLines.length > 1 ? 2 : 3, descriptionOptions);

  const headingTop = 300 - (headingLines.length - 1) * headingSize * 0.55;
  const headingSvg = headingLines
    .map((line, i) =>
      text(line, PAD, headingTop + i * headingSize * 1.1, {
        ...headingOptions,
        size: headingSize,
        fill: C.white,
      }),
    )
    .join("");
  const descriptionTop = headingTop + (headingLines.length - 1) * headingSize * 1.1 + 62;
  const descriptionSvg = descriptionLines
    .map((line, i) =>
      text(line, PAD, descriptionTop + i * 40, { ...descriptionOptions, fill: DESCRIPTION_FILL }),
    )
    .join("");

  const wordOptions = { size: 34, weight: 800 as const, tracking: -0.02 };
  const firstWidth = measure(first, wordOptions);
  const content = [
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="${C.ink}"/>`,
    // Sea and tea: two soft shapes on the right, one teal rule at the foot.
    `<circle cx="1120" cy="40" r="260" fill="${C.ink3}"/>`,
    `<circle cx="1180" cy="560" r="170" fill="${C.ink2}"/>`,
    `<rect x="0" y="${SHARE_HEIGHT - 12}" width="${SHARE_WIDTH}" height="12" fill="${C.teal}"/>`,
    `<g transform="translate(${PAD} 64) scale(1.25)">${body}</g>`,
    text(first, PAD + 80 + 20, 64 + 53, { ...wordOptions, fill: C.white }),
    second
      ? text(second, PAD + 80 + 20 + firstWidth + 10, 64 + 53, { size: 34, weight: 500, fill: C.tealLight })
      : "",
    `<rect x="${PAD}" y="${headingTop - headingSize - 34}" width="72" height="6" rx="3" fill="${C.teal}"/>`,
    headingSvg,
    descriptionSvg,
    text(address, PAD, SHARE_HEIGHT - 52, { size: 24, weight: 600, fill: C.tealLight }),
  ].join("");
  return svg(SHARE_WIDTH, SHARE_HEIGHT, content, defs);
}

/**
 * Flat colours and outlined text compress well at zlib's default level (about 75 KB an image, limit 120 KB).
 * Measured on 2 cores for 26 images: level 6 encodes in 0.2 s, level 9 in 4 s, a palette (libimagequant) in
 * 6–8 s for 40 KB less each; the build's time goes to the smaller saving last.
 */
export function renderPng(source: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(source)).resize(width, height).png({ compressionLevel: 6 }).toBuffer();
}

/** The square organisation logo for structured data: the mark on white. */
export function logoSvg(size: number): string {
  const { defs, body } = markBody("lg");
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${C.white}"/><g transform="scale(${size / 64})">${body}</g>`,
    defs,
  );
}
