import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { beforeAll, describe, expect, it } from "vitest";
import { dateText, listText } from "#contracts/locale-format.ts";
import { LOCALE_INFO } from "#contracts/locales.ts";
import {
  checkedCut,
  closureCut,
  fontsourceFile,
  fontsourceRange,
  SCRIPT_LOCALES,
  SCRIPT_WEIGHTS,
  type ScriptLocale,
  type ScriptWeight,
  scriptFace,
  scriptFaceCodePoints,
  wholeFace,
} from "./script-faces.ts";
import { drawnTexts, keptLayoutFeatures, layoutFeatures, openHarfbuzz, shapedGlyphs } from "./shaping.ts";
import { syllableTexts } from "./syllables.ts";
import { inUnicodeRange } from "./unicode-ranges.ts";

const root = join(import.meta.dirname, "..", "..");

interface Shaped {
  glyphs: { advanceWidth: number; path: { toSVG(): string } }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}
interface Face {
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): Shaped;
}
const open = (font: Buffer) => fontkit.create(font) as Face;

/** Every file under src/content, read as it is on disk (not as script-faces.ts reads it). */
function rawContent(dir = join(root, "src", "content")): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) =>
      entry.isDirectory()
        ? rawContent(join(dir, entry.name))
        : /\.(ya?ml|md)$/.test(entry.name)
          ? readFileSync(join(dir, entry.name), "utf8")
          : "",
    )
    .join("\n");
}

/** The words of a text written in a script (its Unicode block), each once. */
function scriptWords(text: string, block: RegExp): string[] {
  return [...new Set(text.split(/[^\p{L}\p{M}\u200C\u200D]+/u).filter((word) => block.test(word)))];
}

/** What a face draws for a text: each glyph's outline and where it goes. */
const drawn = (face: Face, text: string) => {
  const { glyphs, positions } = face.layout(text);
  return glyphs.map((glyph, i) => {
    const { xAdvance, xOffset, yOffset } = positions[i]!;
    return `${glyph.path.toSVG()}|${xAdvance},${xOffset},${yOffset}`;
  });
};

const BLOCKS: Record<ScriptLocale, RegExp> = {
  si: /[\u0D80-\u0DFF]/u,
  ta: /[\u0B80-\u0BFF]/u,
  hi: /[\u0900-\u097F]/u,
};
const content = rawContent();
/** Every two of the cut's letters joined by the script's virama: the conjuncts it must draw as the whole face. */
function viramaPairs(locale: ScriptLocale, codePoints: number[]): string[] {
  const letters = codePoints.map((code) => String.fromCodePoint(code)).filter((char) => /\p{Lo}/u.test(char));
  const virama = { si: "\u0DCA", ta: "\u0BCD", hi: "\u094D" }[locale];
  return letters.flatMap((first) => letters.map((second) => `${first}${virama}${second}`));
}
/** Shaping every word in two faces takes seconds, more on a busy machine. */
const SLOW = 120_000;

describe.each(SCRIPT_LOCALES)("the %s face cut to the content", (locale) => {
  const faces = new Map<ScriptWeight, { cut: Buffer; full: Buffer }>();
  beforeAll(async () => {
    for (const weight of SCRIPT_WEIGHTS)
      faces.set(weight, {
        cut: (await scriptFace(locale, weight)).font,
        full: readFileSync(join(root, "node_modules", fontsourceFile(locale, weight))),
      });
  }, SLOW);

  it(
    "draws every letter of its script in the content, its name and the dates and times Intl writes",
    () => {
      const tag = LOCALE_INFO[locale].tag;
      const written = [
        content,
        LOCALE_INFO[locale].name,
        ...Array.from({ length: 12 }, (_, month) => dateText(tag, new Date(Date.UTC(2026, month, 28)))),
        // The chat's message times (features/chat/format-chat-time.ts): a morning and an evening.
        ...[9, 18].map((hour) =>
          new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit" }).format(
            new Date(2026, 0, 1, hour, 30),
          ),
        ),
        listText(tag, ["a", "b", "c"]),
        listText(tag, ["a", "b"], "disjunction"),
      ].join("\n");
      const letters = [...new Set([...written].filter((char) => BLOCKS[locale].test(char)))];
      expect(letters.length).toBeGreaterThan(30);
      for (const weight of SCRIPT_WEIGHTS) {
        const face = open(faces.get(weight)!.cut);
        const missing = letters.filter((char) => !face.hasGlyphForCodePoint(char.codePointAt(0)!));
        expect(missing, `${weight}: letters the cut face lacks`).toEqual([]);
      }
    },
    SLOW,
  );

  it(
    "answers only for the letters it holds, inside the whole face's range",
    () => {
      const codePoints = scriptFaceCodePoints(locale);
      const range = fontsourceRange(locale);
      for (const weight of SCRIPT_WEIGHTS) {
        const face = open(faces.get(weight)!.cut);
        for (const code of codePoints) {
          expect(inUnicodeRange(range, code), code.toString(16)).toBe(true);
          expect(face.hasGlyphForCodePoint(code), `${weight} U+${code.toString(16)}`).toBe(true);
        }
      }
      // Latin letters, digits and spaces are the brand face's: a Latin-only line never fetches this one.
      expect(codePoints.filter((code) => code < 0x250)).toEqual([]);
    },
    SLOW,
  );

  it("is smaller than the whole face, in each weight", () => {
    for (const weight of SCRIPT_WEIGHTS) {
      const { cut, full } = faces.get(weight)!;
      expect(cut.length, weight).toBeLessThan(full.length * 0.85);
    }
  });

  it(
    "shapes every word of the content as the whole face does (conjuncts, vowel signs, marks)",
    () => {
      const words = scriptWords(content, BLOCKS[locale]);
      expect(words.length).toBeGreaterThan(100);
      for (const weight of SCRIPT_WEIGHTS) {
        const cut = open(faces.get(weight)!.cut);
        const full = open(faces.get(weight)!.full);
        const different = words.filter((word) => drawn(cut, word).join() !== drawn(full, word).join());
        expect(different, `${weight}: words drawn otherwise`).toEqual([]);
      }
    },
    SLOW,
  );

  it(
    "keeps the layout features of the default language system, the ones its language is shaped with",
    () => {
      for (const weight of SCRIPT_WEIGHTS) {
        const { cut, full } = faces.get(weight)!;
        const systems = layoutFeatures(full);
        // The faces have no language system for Sinhala, Tamil or Hindi: a browser shapes them by the default.
        expect([...systems.keys()].filter((system) => ["SIN ", "TAM ", "HIN "].includes(system))).toEqual([]);
        const kept = keptLayoutFeatures(full);
        expect(kept).toEqual([...systems.get("dflt")!].sort());
        const cutFeatures = new Set([...layoutFeatures(cut).values()].flatMap((features) => [...features]));
        expect(
          [...cutFeatures].every((feature) => kept.includes(feature)),
          weight,
        ).toBe(true);
      }
      if (locale === "hi") {
        // Every feature Hindi's shaping uses, and not the Marathi, Nepali, Sanskrit and Santali letter forms.
        const hindi = "nukt akhn rphf rkrf blwf half vatu cjct pres abvs blws psts haln dist abvm blwm mark";
        const inFace = new Set([...layoutFeatures(faces.get("400")!.full).values()].flatMap((f) => [...f]));
        const kept = keptLayoutFeatures(faces.get("400")!.full);
        expect(hindi.split(" ").filter((feature) => inFace.has(feature) && !kept.includes(feature))).toEqual(
          [],
        );
        expect(kept).not.toContain("locl");
      }
    },
    SLOW,
  );

  it(
    "shapes every word of the content, and every syllable of one or two of its consonants, in its language with harfbuzz, the browsers' shaper, as the whole face",
    async () => {
      const words = scriptWords(content, BLOCKS[locale]);
      const codePoints = scriptFaceCodePoints(locale);
      const syllables = syllableTexts(locale, codePoints);
      const language = LOCALE_INFO[locale].tag;
      for (const weight of SCRIPT_WEIGHTS) {
        const { font, closure } = await scriptFace(locale, weight, undefined, "truetype");
        // The cut is its words' and syllables' glyphs, not the fallback of the whole layout closure.
        expect(closure, weight).toBe(false);
        const cut = openHarfbuzz(font);
        const full = openHarfbuzz(await wholeFace(locale, weight));
        const texts = [...words, ...viramaPairs(locale, codePoints), ...syllables];
        const byCut = drawnTexts(cut, texts, language);
        const byFull = drawnTexts(full, texts, language);
        expect(
          texts.filter((_, i) => byCut[i] !== byFull[i]),
          `${weight}: drawn otherwise`,
        ).toEqual([]);
        // The language reaches the shaper: Marathi's own form of ल, which the cut leaves out, differs.
        if (locale === "hi") {
          const [marathiByCut, marathiByFull] = [cut, full].map((face) => drawnTexts(face, ["लाल"], "mr")[0]);
          expect(marathiByCut).not.toBe(marathiByFull);
        }
      }
    },
    SLOW,
  );

  it(
    "draws any two of its consonants joined by the virama as the whole face, in fontkit's shaper too",
    () => {
      const codePoints = scriptFaceCodePoints(locale);
      const pairs = viramaPairs(locale, codePoints);
      const cut = open(faces.get("700")!.cut);
      const full = open(faces.get("700")!.full);
      const different = pairs.filter((pair) => drawn(cut, pair).join() !== drawn(full, pair).join());
      expect(different).toEqual([]);
    },
    SLOW,
  );
});

describe("the Hindi cut", () => {
  it(
    "leaves out the glyphs no word or syllable reaches, which the layout closure of its letters keeps",
    async () => {
      const codePoints = scriptFaceCodePoints("hi");
      for (const weight of SCRIPT_WEIGHTS) {
        const whole = await wholeFace("hi", weight);
        const closure = await closureCut(whole, codePoints, "truetype");
        const { font } = await scriptFace("hi", weight, undefined, "truetype");
        const glyphCount = (face: Buffer) =>
          (fontkit.create(face) as unknown as { numGlyphs: number }).numGlyphs;
        // Three-consonant conjuncts and the widths of ि over them no syllable of one or two consonants reaches.
        expect(glyphCount(font), weight).toBeLessThan(glyphCount(closure) * 0.8);
      }
    },
    SLOW,
  );
});

describe("a cut checked on its words", () => {
  const words = ["लक्ष्मी", "राष्ट्र", "किंतु"];
  const codePoints = [
    ...new Set(
      words
        .join("")
        .split("")
        .map((char) => char.codePointAt(0)!),
    ),
  ];

  it(
    "keeps the glyphs asked for when every word draws as in the whole face, else the layout closure",
    async () => {
      const whole = await wholeFace("hi", "400");
      const wholeFont = openHarfbuzz(whole);
      const asked = { whole, codePoints, words, language: "hi", format: "truetype" } as const;
      const drawnWhole = drawnTexts(wholeFont, words, "hi");

      // The words' own glyphs are not enough (the half forms a conjunct is made through are not drawn in the
      // end); with their syllables' they are.
      const wordsOnly = await checkedCut({ ...asked, glyphs: shapedGlyphs(wholeFont, words, "hi") });
      expect(wordsOnly.closure).toBe(true);
      const syllables = [...words, ...syllableTexts("hi", codePoints)];
      const shaped = await checkedCut({ ...asked, glyphs: shapedGlyphs(wholeFont, syllables, "hi") });
      expect(shaped.closure).toBe(false);
      expect(drawnTexts(openHarfbuzz(shaped.font), words, "hi")).toEqual(drawnWhole);

      // Only the letters' own glyphs: the conjuncts and the ि wide enough for them are missing, so the closure.
      const lettersOnly = await checkedCut({ ...asked, glyphs: [] });
      expect(lettersOnly.closure).toBe(true);
      expect(drawnTexts(openHarfbuzz(lettersOnly.font), words, "hi")).toEqual(drawnWhole);
    },
    SLOW,
  );
});

describe("the full @fontsource file", () => {
  it("answers for the range of @fontsource's own stylesheet", () => {
    expect(fontsourceRange("si")).toContain("U+0D81-0DF4");
    expect(fontsourceRange("ta")).toContain("U+0B82-0BFA");
    expect(fontsourceRange("hi")).toContain("U+0900-097F");
  });
});
