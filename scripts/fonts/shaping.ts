/**
 * What a face draws for a text, as the browsers shape it: harfbuzz's glyphs and outlines for a text in a
 * language, and the layout features (GSUB, GPOS) the face applies by language system.
 */
import * as fontkit from "fontkit";
import * as hb from "harfbuzzjs";

interface LayoutTable {
  featureList: { tag: string }[];
  scriptList: {
    tag: string;
    script: {
      defaultLangSys: { featureIndexes: number[] } | null;
      langSysRecords: { tag: string; langSys: { featureIndexes: number[] } }[];
    };
  }[];
}

/**
 * A face's layout features (GSUB and GPOS) by language system: "dflt" is the default of each script, which a
 * browser applies to a language the font has no system for; the others by their tags ("MAR ", "NEP ").
 */
export function layoutFeatures(font: Buffer): Map<string, Set<string>> {
  const face = fontkit.create(font) as unknown as { GSUB?: LayoutTable; GPOS?: LayoutTable };
  const systems = new Map<string, Set<string>>();
  for (const table of [face.GSUB, face.GPOS]) {
    if (!table) continue;
    const tags = table.featureList.map((feature) => feature.tag);
    for (const { script } of table.scriptList)
      for (const [system, indexes] of [
        ["dflt", script.defaultLangSys?.featureIndexes ?? []] as const,
        ...script.langSysRecords.map(({ tag, langSys }) => [tag, langSys.featureIndexes] as const),
      ]) {
        const features = systems.get(system) ?? new Set<string>();
        for (const index of indexes) features.add(tags[index]!);
        systems.set(system, features);
      }
  }
  return systems;
}

/**
 * The features a cut keeps: those of the default language systems, which the site's Sinhala, Tamil and Hindi
 * text is shaped with (the faces have no SIN, TAM or HIN system).
 */
export const keptLayoutFeatures = (font: Buffer): string[] =>
  [...(layoutFeatures(font).get("dflt") ?? [])].sort();

/** A face as harfbuzz, the browsers' shaper, opens it (TrueType: harfbuzz reads no woff2). */
export const openHarfbuzz = (font: Buffer) => new hb.Font(new hb.Face(new hb.Blob(font), 0));

/** `text` shaped by harfbuzz in a language (the page's `lang`), in `buffer` (one buffer reused for many texts). */
function shapeInto(buffer: hb.Buffer, font: hb.Font, text: string, language: string): hb.Buffer {
  buffer.clearContents();
  buffer.addText(text);
  buffer.setLanguage(language);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer;
}

/** The glyphs harfbuzz draws for each text in a language, as glyph ids of `font`. */
export function shapedGlyphs(font: hb.Font, texts: Iterable<string>, language: string): Set<number> {
  const glyphs = new Set<number>();
  const buffer = new hb.Buffer();
  for (const text of texts)
    for (const glyph of shapeInto(buffer, font, text, language).getGlyphInfos()) glyphs.add(glyph.codepoint);
  return glyphs;
}

/**
 * What harfbuzz draws for each text in a language: each glyph's outline and where it goes, one string per text
 * (outlines, not glyph ids, so a cut and its whole face compare).
 */
export function drawnTexts(font: hb.Font, texts: string[], language: string): string[] {
  const outlines = new Map<number, string>();
  const outline = (glyph: number) => {
    const known = outlines.get(glyph);
    if (known !== undefined) return known;
    const path = font.glyphToPath(glyph);
    outlines.set(glyph, path);
    return path;
  };
  const buffer = new hb.Buffer();
  return texts.map((text) =>
    shapeInto(buffer, font, text, language)
      .getGlyphInfosAndPositions()
      .map((glyph) => `${outline(glyph.codepoint)}|${glyph.xAdvance},${glyph.xOffset},${glyph.yOffset}`)
      .join(";"),
  );
}
