import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { beforeAll, describe, expect, it } from "vitest";
import { BRAND_FILE, brandCut, brandCutCodePoints, brandRange, brandRestRange } from "./brand-face.ts";
import { inUnicodeRange } from "./script-faces.ts";

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
    "keeps the variable weight axis whole, so 400 to 800 still work",
    () => {
      expect(open(cut).variationAxes.wght).toMatchObject(open(whole).variationAxes.wght!);
      expect(open(cut).variationAxes.wght).toMatchObject({ min: 200, max: 800 });
    },
    SLOW,
  );

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
