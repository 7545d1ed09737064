import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BRAND_CUT_WEIGHTS,
  BRAND_FILE,
  brandCut,
  brandCutCodePoints,
  brandRange,
  brandRestRange,
} from "./brand-face.ts";
import { inUnicodeRange } from "./unicode-ranges.ts";

const root = join(import.meta.dirname, "..", "..");
/** Reading the content and opening the faces takes seconds, more on a busy machine. */
const SLOW = 120_000;

interface Face {
  hasGlyphForCodePoint(codePoint: number): boolean;
  variationAxes: Record<string, { min: number; max: number }>;
}
const open = (font: Buffer) => fontkit.create(font) as unknown as Face;

/** Every si/ta/hi file under src/content, read as it is on disk (not as brand-face.ts reads it). */
function rawIndicContent(dir = join(root, "src", "content")): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) =>
      entry.isDirectory()
        ? rawIndicContent(join(dir, entry.name))
        : /\.(si|ta|hi)\.(ya?ml|md)$/.test(entry.name)
          ? readFileSync(join(dir, entry.name), "utf8")
          : "",
    )
    .join("\n");
}

describe("the brand face cut for the Indic pages", () => {
  let cut: Buffer;
  let whole: Buffer;
  let codePoints: number[];
  beforeAll(async () => {
    codePoints = brandCutCodePoints();
    cut = await brandCut(codePoints);
    whole = readFileSync(join(root, "node_modules", BRAND_FILE));
  }, SLOW);

  it(
    "draws every Latin character of the Sinhala, Tamil and Hindi content, the digits and ASCII punctuation",
    () => {
      const range = brandRange();
      const wholeFace = open(whole);
      const face = open(cut);
      // The characters the whole face draws that the content holds (the joiners are the script faces').
      const latin = [...new Set(rawIndicContent())]
        .map((char) => char.codePointAt(0)!)
        .filter((code) => code >= 0x20 && code !== 0x200c && code !== 0x200d && inUnicodeRange(range, code))
        .filter((code) => wholeFace.hasGlyphForCodePoint(code));
      expect(latin.length).toBeGreaterThan(60);
      const ascii = Array.from({ length: 0x7f - 0x21 }, (_, i) => 0x21 + i);
      const missing = [...latin, ...ascii].filter((code) => !face.hasGlyphForCodePoint(code));
      expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
      const kept = new Set(codePoints);
      expect(latin.filter((code) => !kept.has(code))).toEqual([]);
    },
    SLOW,
  );

  it(
    "keeps the variable weight axis from 400 to 800, its default 400",
    () => {
      expect(open(whole).variationAxes.wght).toMatchObject({ min: 200, default: 400, max: 800 });
      expect(open(cut).variationAxes.wght).toMatchObject({ min: 400, default: 400, max: 800 });
      expect(BRAND_CUT_WEIGHTS).toEqual({ min: 400, max: 800 });
    },
    SLOW,
  );

  it(
    "draws every character at every weight from 400 to 800 as the whole face does (within 1/1000 em)",
    async () => {
      const text = String.fromCodePoint(...codePoints);
      const openHarfbuzz = (font: Buffer) => new hb.Font(new hb.Face(new hb.Blob(font), 0));
      const cutFace = openHarfbuzz(await brandCut(codePoints, "truetype"));
      const wholeFace = openHarfbuzz(
        await subsetFont(whole, "", { targetFormat: "truetype", keepAllGlyphs: true } as Parameters<
          typeof subsetFont
        >[2]),
      );
      /** The numbers harfbuzz draws a text with: each glyph's outline, advance and offsets. */
      const drawn = (font: hb.Font, run: string) => {
        const buffer = new hb.Buffer();
        buffer.addText(run);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        return buffer
          .getGlyphInfosAndPositions()
          .flatMap((glyph) => [
            ...(font.glyphToPath(glyph.codepoint).match(/-?[\d.]+/g) ?? []).map(Number),
            glyph.xAdvance ?? 0,
            glyph.xOffset ?? 0,
            glyph.yOffset ?? 0,
          ]);
      };
      const runs = [
        ...text,
        "Serendib Digital",
        "hello@serendib.digital",
        "+94 77 123 4567",
        "© 2026 — “Rs. 45,000”",
      ];
      for (let weight = 400; weight <= 800; weight += 50) {
        cutFace.setVariations([new hb.Variation("wght", weight)]);
        wholeFace.setVariations([new hb.Variation("wght", weight)]);
        for (const run of runs) {
          const [a, b] = [drawn(cutFace, run), drawn(wholeFace, run)];
          expect(a.length, `${weight} ${run}`).toBe(b.length);
          // Instancing the axis rounds a few points by half a unit of the 1000-unit em: 0.01 px at 20 px.
          expect(
            Math.max(0, ...a.map((value, i) => Math.abs(value - b[i]!))),
            `${weight} ${run}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    },
    SLOW,
  );

  it("serves a site that sets no weight under 400 (the cut draws nothing lighter)", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.(css|astro|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      );
    const lighter = sources(join(root, "src")).filter((file) =>
      /\bfont-(thin|extralight|light)\b|font-weight:\s*(100|200|300|lighter)\b|fontWeight:\s*["']?(100|200|300)\b/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(lighter).toEqual([]);
  });

  it("is smaller than the whole face", () => {
    expect(cut.length).toBeLessThan(whole.length * 0.75);
  });

  it(
    "leaves the rest of the whole face's range to the whole face, and the joiners to the script faces",
    () => {
      const rest = brandRestRange(codePoints);
      expect(codePoints.some((code) => inUnicodeRange(rest, code))).toBe(false);
      expect([0x200c, 0x200d].some((code) => inUnicodeRange(rest, code) || codePoints.includes(code))).toBe(
        false,
      );
      // Latin letters the Indic content does not write today: the whole face draws them.
      expect(["Ä", "ß", "ø", "€"].every((char) => inUnicodeRange(rest, char.codePointAt(0)!))).toBe(true);
    },
    SLOW,
  );
});
