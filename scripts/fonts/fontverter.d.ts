/** fontverter 2 ships no types: the one call scripts/fonts/glyph-subset.ts makes. */
declare module "fontverter" {
  type Format = "truetype" | "sfnt" | "woff" | "woff2";
  /** The font in another container format (woff2 through wawoff2). */
  export function convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
}
