/**
 * The Indic pages' faces, cut at every build to the letters the site's content uses (decision 0013 "Type").
 *
 * Each of Noto Sans Sinhala, Tamil and Devanagari (static 400 and 700, from @fontsource) is subset with
 * harfbuzz's subsetter to the characters of its script that the content files hold (every language's
 * YAML and Markdown under src/content), the language's own name and the words `Intl` writes in that language
 * (months, weekdays, times of day, "and"/"or"), plus the characters shaping itself draws (the parts of a
 * split vowel sign, the dotted circle, the zero-width joiners). Of the face's glyphs it keeps those harfbuzz
 * draws for every word of the content and for every syllable of one or two of those consonants (syllableTexts:
 * any vowel sign, closing mark and repha), with the GSUB and GPOS rules among them (glyph-subset.ts), not the
 * whole layout closure of the letters: Devanagari's closure also holds three-consonant conjuncts and the widths
 * of ि over them, 465 glyphs where these reach 330 (28.2 + 30.4 KB where the cut is 24.3 + 25.8). A cluster of
 * three consonants no content word writes is drawn from the half forms and conjuncts kept, as for a font
 * without that ligature. Each cut's words are checked against the whole face at build; if one would be drawn
 * otherwise, that cut keeps the whole closure and the build log says so.
 *
 * Of the font's layout features it keeps those of the default language systems, the ones a browser applies to
 * text of the page's language (Sinhala, Tamil and Hindi have no language system of their own in these faces):
 * every feature their shaping uses. Left out: Devanagari's `locl`, which only Marathi, Nepali, Sanskrit and
 * Santali text applies (their letter forms), and the glyphs only it reaches (1 KB a weight). The hinting table
 * (`prep`, the dropout control of these unhinted faces) stays: dropping it saves nothing and could change how
 * small text rasterizes.
 *
 * The subset answers only for its letters (its `unicode-range`); any other letter of the script, from a later
 * edit not yet built or a visitor's typing, is drawn from the full @fontsource file, declared after it and
 * fetched only then (astro.config.ts), so nothing ever draws as a box.
 *
 * The files go to src/assets/fonts/generated/ (ignored by git) before `astro build` and `astro dev` start
 * (scripts/integrations/script-faces.ts); astro.config.ts reads the same characters for the `unicode-range`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { contentText, intlText } from "./content-text.ts";
import { subsetToGlyphs } from "./glyph-subset.ts";
import { LANGUAGE_NAME_FACES } from "./language-name-faces.ts";
import { drawnTexts, keptLayoutFeatures, openHarfbuzz, shapedGlyphs } from "./shaping.ts";
import { scriptWords, syllableTexts } from "./syllables.ts";
import { inUnicodeRange } from "./unicode-ranges.ts";

const root = join(import.meta.dirname, "..", "..");

export type ScriptLocale = keyof typeof LANGUAGE_NAME_FACES;
export const SCRIPT_LOCALES = Object.keys(LANGUAGE_NAME_FACES) as ScriptLocale[];
/** The static weights the site sets its Indic text in (`font-medium` falls to 400, `font-semibold` to 700). */
export const SCRIPT_WEIGHTS = ["400", "700"] as const;
export type ScriptWeight = (typeof SCRIPT_WEIGHTS)[number];

/** Characters harfbuzz and the browsers draw from the face without the text spelling them out. */
const SHAPING_CHARACTERS = [
  0x25cc, // dotted circle: the base a lone vowel sign or virama is drawn on
  0x200c, // zero-width non-joiner
  0x200d, // zero-width joiner (Sinhala yansaya, rakaransaya and touching letters)
];

/** The @fontsource file of a script's face in one weight, as a package path (for astro.config.ts). */
export const fontsourceFile = (locale: ScriptLocale, weight: ScriptWeight): string => {
  const { folder, subset } = LANGUAGE_NAME_FACES[locale];
  return `@fontsource/${folder}/files/${folder}-${subset}-${weight}-normal.woff2`;
};

/** The generated subset of a script's face in one weight, from the project root. */
export const scriptFaceFile = (locale: ScriptLocale, weight: ScriptWeight): string =>
  `src/assets/fonts/generated/${LANGUAGE_NAME_FACES[locale].folder}-${weight}.woff2`;

/**
 * The characters the full @fontsource file answers for: the `unicode-range` of its own stylesheet
 * (`@fontsource/noto-sans-sinhala/400.css`, the block for the script's subset), as code point ranges.
 */
export function fontsourceRange(locale: ScriptLocale): string {
  const { folder, subset } = LANGUAGE_NAME_FACES[locale];
  const css = readFileSync(join(root, "node_modules", "@fontsource", folder, "400.css"), "utf8");
  const block = css.split("@font-face").find((rule) => rule.includes(`${folder}-${subset}-400-normal.woff2`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.trim();
  if (!range) throw new Error(`no unicode-range for the ${subset} file in @fontsource/${folder}/400.css`);
  return range.replace(/\s+/g, "");
}

/**
 * The characters a language's subset keeps: those of its face's range (fontsourceRange) in the content, its own
 * name and its `Intl` words, and the characters shaping draws. Sorted code points.
 */
export function scriptFaceCodePoints(locale: ScriptLocale, text = contentText()): number[] {
  const range = fontsourceRange(locale);
  const all = `${text}\n${LOCALE_INFO[locale].name}\n${intlText(LOCALE_INFO[locale].tag)}`;
  const kept = new Set<number>();
  for (const char of all) {
    if (!inUnicodeRange(range, char.codePointAt(0)!)) continue;
    // A letter and its canonical parts: the shaper draws a split vowel sign from its parts (Sinhala "ෞ" is
    // "ෙ" and "ෟ"), which the subset must hold too.
    for (const part of `${char}${char.normalize("NFD")}`) kept.add(part.codePointAt(0)!);
  }
  for (const code of SHAPING_CHARACTERS) if (inUnicodeRange(range, code)) kept.add(code);
  return [...kept].sort((a, b) => a - b);
}

/** The whole @fontsource face in one weight as TrueType, every glyph and feature kept (harfbuzz reads no woff2). */
export const wholeFace = (locale: ScriptLocale, weight: ScriptWeight): Promise<Buffer> =>
  subsetFont(readFileSync(join(root, "node_modules", fontsourceFile(locale, weight))), "", {
    targetFormat: "truetype",
    keepAllGlyphs: true,
  } as Parameters<typeof subsetFont>[2]);

/**
 * `whole` cut to its letters with the whole layout closure of the kept features: every glyph any rule can reach
 * from them (`subset-font`).
 */
export function closureCut(
  whole: Buffer,
  codePoints: number[],
  format: "woff2" | "truetype",
): Promise<Buffer> {
  // subset-font 2.9 takes `keepFeatures` (an allowlist of feature tags); its @types 2.3 do not name it yet.
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: format,
    keepFeatures: keptLayoutFeatures(whole),
  };
  return subsetFont(whole, String.fromCodePoint(...codePoints), options);
}

export interface CheckedCut {
  /** The whole face (TrueType, its glyph ids those of `glyphs`). */
  whole: Buffer;
  codePoints: number[];
  /** The glyphs to keep, besides the characters' own. */
  glyphs: Iterable<number>;
  /** The words that must draw as in the whole face. */
  words: string[];
  language: string;
  format: "woff2" | "truetype";
}

/**
 * `whole` cut to `glyphs` if every word draws in the cut as in the whole face; else cut to the whole layout
 * closure of its letters (`closure: true`), which draws every word of them as the whole face.
 */
export async function checkedCut({ whole, codePoints, glyphs, words, language, format }: CheckedCut) {
  const features = keptLayoutFeatures(whole);
  const cut = await subsetToGlyphs(whole, { codePoints, glyphs, features, format: "truetype" });
  const drawnByCut = drawnTexts(openHarfbuzz(cut), words, language);
  const drawnByWhole = drawnTexts(openHarfbuzz(whole), words, language);
  if (drawnByCut.every((drawn, i) => drawn === drawnByWhole[i]))
    return { font: format === "truetype" ? cut : await convert(cut, "woff2", "truetype"), closure: false };
  return { font: await closureCut(whole, codePoints, format), closure: true };
}

/**
 * The subset of a language's face in one weight: the glyphs harfbuzz draws for every word of the content and
 * every syllable of one or two of its consonants (syllableTexts), with the layout rules among them, of the
 * default language system's features, checked on the words (checkedCut).
 */
export async function scriptFace(
  locale: ScriptLocale,
  weight: ScriptWeight,
  text = contentText(),
  /** "truetype" for the tests' shaper (harfbuzz reads no woff2). */
  format: "woff2" | "truetype" = "woff2",
): Promise<{ font: Buffer; closure: boolean }> {
  const codePoints = scriptFaceCodePoints(locale, text);
  const language = LOCALE_INFO[locale].tag;
  const whole = await wholeFace(locale, weight);
  const words = scriptWords(`${text}\n${LOCALE_INFO[locale].name}\n${intlText(language)}`, codePoints);
  const glyphs = shapedGlyphs(
    openHarfbuzz(whole),
    [...words, ...syllableTexts(locale, codePoints)],
    language,
  );
  return checkedCut({ whole, codePoints, glyphs, words, language, format });
}

/**
 * Writes every language's subsets (files that did not change are left alone, so their hashed names stay) and
 * says what it wrote.
 */
export async function writeScriptFaces(): Promise<string> {
  const text = contentText();
  const lines: string[] = [];
  for (const locale of SCRIPT_LOCALES) {
    const codePoints = scriptFaceCodePoints(locale, text);
    const sizes: string[] = [];
    for (const weight of SCRIPT_WEIGHTS) {
      const file = join(root, scriptFaceFile(locale, weight));
      const { font, closure } = await scriptFace(locale, weight, text);
      mkdirSync(join(file, ".."), { recursive: true });
      if (!existsSync(file) || !readFileSync(file).equals(font)) writeFileSync(file, font);
      const full = readFileSync(join(root, "node_modules", fontsourceFile(locale, weight))).length;
      sizes.push(
        `${weight} ${(font.length / 1024).toFixed(1)} KB of ${(full / 1024).toFixed(1)}${closure ? " (a word drew otherwise: the whole layout closure kept)" : ""}`,
      );
    }
    lines.push(`${LOCALE_INFO[locale].englishName}: ${codePoints.length} characters, ${sizes.join(", ")}`);
  }
  return lines.join("; ");
}

// `npm run fonts:script-faces` writes these and the brand face's cut (write-cuts.ts): brand-face.ts imports this
// module, so importing it from here while this one runs as the main module would wait on itself.
if (import.meta.main) console.log(await writeScriptFaces());
