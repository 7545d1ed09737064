/**
 * A face cut to a set of glyphs, with harfbuzz's own subsetter (harfbuzzjs's `harfbuzz-subset.wasm`, the one
 * `subset-font` drives). `subset-font` takes characters only and lets harfbuzz add every glyph its layout rules
 * could reach from them (the layout closure); this takes the glyphs themselves, found by shaping
 * (script-faces.ts), and turns the closure off, so a glyph no text reaches is left out. The layout rules whose
 * glyphs all stay are kept, with the characters' `cmap`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { convert } from "fontverter";

/** The exports of harfbuzz-subset.wasm this module calls (harfbuzz's C API, pointers as numbers). */
interface HarfbuzzSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
}

const MEMORY_MODE_WRITABLE = 2;
const SETS_LAYOUT_FEATURE_TAG = 6;
const FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name: string) => [...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);

let harfbuzz: Promise<HarfbuzzSubset> | undefined;
function loadHarfbuzz(): Promise<HarfbuzzSubset> {
  harfbuzz ??= (async () => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as HarfbuzzSubset;
    exports._initialize();
    return exports;
  })();
  return harfbuzz;
}

export interface GlyphSubset {
  /** The characters the cut maps (its `cmap`); their glyphs stay too. */
  codePoints: Iterable<number>;
  /** Glyph ids of `font` to keep, besides the characters' own (.notdef always stays). */
  glyphs: Iterable<number>;
  /** The layout features (GSUB and GPOS) to keep, as four-letter tags. */
  features: string[];
  format: "woff2" | "truetype";
}

/** `font` (TrueType: the glyph ids are its own) cut to exactly the glyphs and characters asked for. */
export async function subsetToGlyphs(font: Buffer, { codePoints, glyphs, features, format }: GlyphSubset) {
  const hb = await loadHarfbuzz();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error("harfbuzz could not start a subset");
  const data = hb.malloc(font.byteLength);
  heap().set(font, data);
  const blob = hb.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const featureSet = hb.hb_subset_input_set(input, SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(featureSet);
    for (const feature of features) hb.hb_set_add(featureSet, tag(feature));
    const unicodeSet = hb.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) hb.hb_set_add(unicodeSet, codePoint);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | FLAGS_NO_LAYOUT_CLOSURE);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error("harfbuzz could not subset the face");
    const result = hb.hb_face_reference_blob(subset);
    const bytes = Buffer.from(
      heap().slice(
        hb.hb_blob_get_data(result, 0),
        hb.hb_blob_get_data(result, 0) + hb.hb_blob_get_length(result),
      ),
    );
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return format === "truetype" ? bytes : convert(bytes, "woff2", "truetype");
  } finally {
    hb.hb_face_destroy(face);
    hb.hb_subset_input_destroy(input);
    hb.free(data);
  }
}
