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
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as fontkit from "fontkit";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { parse as parseYaml } from "yaml";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { subsetToGlyphs } from "./glyph-subset.ts";
import { LANGUAGE_NAME_FACES } from "./language-name-faces.ts";

const root = join(import.meta.dirname, "..", "..");
const CONTENT_DIR = join(root, "src", "content");

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

/** Whether a code point is inside a CSS `unicode-range` ("U+0964-0965,U+0D81-0DF4,U+25CC"). */
export function inUnicodeRange(range: string, codePoint: number): boolean {
  return range.split(",").some((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16)) as [number, number?];
    return codePoint >= from && codePoint <= (to as number);
  });
}

/** Code points as a CSS `unicode-range`, runs joined: [0x d82, 0xd83, 0xd85] → "U+D82-D83,U+D85". */
export function unicodeRangeOf(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i]!;
    let to = from;
    while (sorted[i + 1] === to + 1) to = sorted[++i]!;
    const hex = (code: number) => code.toString(16).toUpperCase();
    parts.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return parts.join(",");
}

/** Every string in a parsed YAML value. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** The content files (YAML and Markdown, every language, or those `only` matches), from the project root. */
function contentFiles(contentDir = CONTENT_DIR, only?: RegExp): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(entry.name) && (!only || only.test(entry.name))) files.push(path);
    }
  };
  walk(contentDir);
  return files.sort().map((file) => relative(root, file));
}

/**
 * The text of the content: every string of every YAML file (escapes read), every Markdown file whole; with
 * `only`, of the files whose names it matches.
 */
export function contentText(contentDir = CONTENT_DIR, only?: RegExp): string {
  return contentFiles(contentDir, only)
    .map((file) => {
      const source = readFileSync(join(root, file), "utf8");
      return file.endsWith(".md") ? source : strings(parseYaml(source)).join("\n");
    })
    .join("\n");
}

/**
 * The words `Intl` writes in a language, which the content files do not hold: the months and weekdays (long and
 * short, alone and in a date), the times of day of a clock and a range of hours, and the words that join a list.
 * contracts/locale-format.ts and the chat's times are written this way.
 */
export function intlText(tag: string): string {
  const words: string[] = [];
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 15 + (month % 7)));
    for (const options of [
      { day: "numeric", month: "long", year: "numeric" },
      { day: "numeric", month: "short", year: "numeric" },
      { month: "long" },
      { month: "short" },
      { weekday: "long" },
      { weekday: "short" },
      { dateStyle: "full" },
    ] satisfies Intl.DateTimeFormatOptions[])
      words.push(new Intl.DateTimeFormat(tag, { timeZone: "UTC", ...options }).format(date));
  }
  const clock = new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  for (let hour = 0; hour < 24; hour++) {
    const time = new Date(Date.UTC(2026, 0, 1, hour, 30));
    words.push(clock.format(time), clock.formatRange(time, new Date(time.getTime() + 3_600_000)));
  }
  for (const type of ["conjunction", "disjunction", "unit"] as const)
    for (const style of ["long", "short", "narrow"] as const)
      words.push(new Intl.ListFormat(tag, { type, style }).format(["1", "2", "3"]));
  words.push(new Intl.NumberFormat(tag).format(1234567.89));
  return words.join("\n");
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

/**
 * What a script's syllables are built from, for the syllables a cut keeps (syllableTexts): the virama that joins
 * two consonants, the consonants, the marks that close a syllable after its vowel sign (anusvara, candrabindu,
 * visarga), the joiners a conjunct may be written with (Sinhala's touching letters, yansaya and rakaransaya take
 * the zero-width joiner), the nukta of Hindi's loanword consonants, and the repha, a ra written as a mark above.
 */
const SYLLABLE_PARTS: Record<
  ScriptLocale,
  { virama: string; consonant: RegExp; closing: RegExp; joiners: string[]; nukta?: string; repha: string[] }
> = {
  si: {
    virama: "\u0DCA",
    consonant: /[\u0D9A-\u0DC6]/u,
    closing: /[\u0D82\u0D83]/u,
    joiners: ["", "\u200D"],
    repha: ["\u0DBB\u0DCA\u200D"],
  },
  ta: {
    virama: "\u0BCD",
    consonant: /[\u0B95-\u0BB9]/u,
    closing: /[\u0B82\u0B83]/u,
    joiners: [""],
    repha: [],
  },
  hi: {
    virama: "\u094D",
    consonant: /[\u0915-\u0939\u0958-\u095F]/u,
    closing: /[\u0900-\u0903]/u,
    joiners: [""],
    nukta: "\u093C",
    repha: ["\u0930\u094D"],
  },
};

/**
 * Every syllable of one or two of the cut's consonants a visitor could write: each consonant (and each with the
 * nukta, as Hindi writes क़ and ज़), each two joined by the virama, bare or with the consonant's virama, each
 * with any vowel sign, any closing mark after it, and a repha before it.
 */
export function syllableTexts(locale: ScriptLocale, codePoints: number[]): string[] {
  const { virama, consonant, closing, joiners, nukta, repha } = SYLLABLE_PARTS[locale];
  const letters = codePoints.map((code) => String.fromCodePoint(code));
  const consonants = letters.filter((char) => consonant.test(char));
  if (nukta && letters.includes(nukta))
    // The nukta consonants Unicode names (क़, ज़, ऱ…), as text writes them: the consonant, then the nukta.
    for (let code = 0x900; code <= 0x97f; code++) {
      const [base, mark, ...rest] = String.fromCodePoint(code).normalize("NFD");
      if (mark === nukta && !rest.length && consonants.includes(base!)) consonants.push(base + nukta);
    }
  const signs = letters.filter((char) => /\p{M}/u.test(char) && char !== virama && !closing.test(char));
  const closings = letters.filter((char) => closing.test(char));
  const clusters = [
    ...consonants,
    ...consonants.flatMap((first) =>
      consonants.flatMap((second) => joiners.map((joiner) => `${first}${virama}${joiner}${second}`)),
    ),
  ];
  const syllables = clusters.map((cluster) => `${cluster}${virama}`);
  for (const prefix of ["", ...repha])
    for (const cluster of clusters)
      for (const sign of ["", ...signs])
        for (const close of ["", ...closings]) syllables.push(`${prefix}${cluster}${sign}${close}`);
  return syllables;
}

/** The words of a text written in a language's cut (runs of its letters and marks), each once. */
export function scriptWords(text: string, codePoints: number[]): string[] {
  const kept = new Set(codePoints);
  const words = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{M}\u200C\u200D]+/u))
    if ([...word].some((char) => kept.has(char.codePointAt(0)!))) words.add(word);
  return [...words];
}

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
