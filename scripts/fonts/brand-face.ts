/**
 * The brand face on the Indic pages, cut at every build to the Latin letters those pages use (decision 0013
 * "Type").
 *
 * On the Sinhala, Tamil and Hindi pages Plus Jakarta Sans draws only the Latin letters, digits and punctuation
 * among the script's words. Its variable latin file (@fontsource-variable, the `wght` axis limited to the
 * 400-800 the site sets: no page sets a lighter weight, and the masters below 400 are a quarter of the file) is
 * subset with harfbuzz (`subset-font`) to every printable ASCII character (the digits, the punctuation, the
 * alphabet) and the other characters of its range that the si/ta/hi content files, the languages' names and
 * the words `Intl` writes in them hold (©, é, ₹, dashes and quotes). That cut is preloaded on those pages
 * instead of the whole file and answers only for its characters (`unicode-range`); the whole file follows it
 * in their stack as `--font-jakarta-rest`, answering only for the rest of its range, so it is fetched only when
 * a page draws a Latin letter outside the cut. English pages keep the whole face, preloaded (astro.config.ts).
 *
 * The cut is written with the script faces, by the same integration (scripts/integrations/script-faces.ts),
 * into src/assets/fonts/generated/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { LOCALE_INFO, LOCALES } from "#contracts/locales.ts";
import { contentText, intlText } from "./content-text.ts";
import { SCRIPT_LOCALES } from "./script-faces.ts";
import { inUnicodeRange, unicodeRangeOf } from "./unicode-ranges.ts";

const root = join(import.meta.dirname, "..", "..");

/** The whole brand face (variable, latin), as a package path (for astro.config.ts). */
export const BRAND_FILE =
  "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";
/** Its cut for the Indic pages, from the project root. */
export const BRAND_CUT_FILE = "src/assets/fonts/generated/plus-jakarta-sans-indic-wght.woff2";

/**
 * The weights the cut keeps (the `wght` axis, its default 400 unchanged): the site sets 400 to 700 (Tailwind's
 * normal, medium, semibold and bold), never a lighter one; 800 is the face's heaviest. Between them the cut
 * draws every weight as the whole face does.
 */
export const BRAND_CUT_WEIGHTS = { min: 400, max: 800 } as const;

/** The joiners sit in the brand file's range but belong to the script faces (they join the script's letters). */
const JOINERS = new Set([0x200c, 0x200d]);

/** The characters the whole brand file answers for: the `unicode-range` of its @fontsource stylesheet. */
export function brandRange(): string {
  const css = readFileSync(
    join(root, "node_modules", "@fontsource-variable", "plus-jakarta-sans", "wght.css"),
    "utf8",
  );
  const block = css
    .split("@font-face")
    .find((rule) => rule.includes("plus-jakarta-sans-latin-wght-normal.woff2"));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1]?.trim();
  if (!range)
    throw new Error("no unicode-range for the latin file in @fontsource-variable/plus-jakarta-sans");
  return range.replace(/\s+/g, "");
}

/** Every code point of a CSS `unicode-range`. */
function rangeCodePoints(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16)) as [number, number?];
    return Array.from({ length: (to as number) - from + 1 }, (_, i) => from + i);
  });
}

/** The text of the Sinhala, Tamil and Hindi content files. */
export const indicContentText = (): string => contentText(undefined, /\.(si|ta|hi)\.(ya?ml|md)$/);

/**
 * The characters the cut keeps: printable ASCII, and the characters of the brand file's range in the Indic
 * content, every language's name (the switcher) and the Indic languages' `Intl` words. Sorted code points.
 */
export function brandCutCodePoints(text = indicContentText()): number[] {
  const range = brandRange();
  const all = [
    text,
    ...LOCALES.map((locale) => LOCALE_INFO[locale].name),
    ...SCRIPT_LOCALES.map((locale) => intlText(LOCALE_INFO[locale].tag)),
  ].join("\n");
  const kept = new Set<number>();
  for (let code = 0x20; code < 0x7f; code++) kept.add(code);
  for (const char of all) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && !JOINERS.has(code) && inUnicodeRange(range, code)) kept.add(code);
  }
  return [...kept].sort((a, b) => a - b);
}

/** The rest of the brand file's range, which the whole file answers for after the cut (the joiners left out). */
export function brandRestRange(cut = brandCutCodePoints()): string {
  const kept = new Set(cut);
  return unicodeRangeOf(
    rangeCodePoints(brandRange()).filter((code) => !kept.has(code) && !JOINERS.has(code)),
  );
}

/** The cut of the brand face: woff2, the variable `wght` axis kept from 400 to 800 (BRAND_CUT_WEIGHTS). */
export async function brandCut(
  codePoints = brandCutCodePoints(),
  /** "truetype" for the tests' shaper (harfbuzz reads no woff2). */
  format: "woff2" | "truetype" = "woff2",
): Promise<Buffer> {
  const source = readFileSync(join(root, "node_modules", BRAND_FILE));
  return subsetFont(source, String.fromCodePoint(...codePoints), {
    targetFormat: format,
    variationAxes: { wght: { ...BRAND_CUT_WEIGHTS, default: 400 } },
  });
}

/** Writes the cut (left alone when it did not change, so its hashed name stays) and says what it wrote. */
export async function writeBrandCut(): Promise<string> {
  const codePoints = brandCutCodePoints();
  const font = await brandCut(codePoints);
  const file = join(root, BRAND_CUT_FILE);
  mkdirSync(join(file, ".."), { recursive: true });
  if (!existsSync(file) || !readFileSync(file).equals(font)) writeFileSync(file, font);
  const full = readFileSync(join(root, "node_modules", BRAND_FILE)).length;
  return `Plus Jakarta Sans for si/ta/hi: ${codePoints.length} characters, ${(font.length / 1024).toFixed(1)} KB of ${(full / 1024).toFixed(1)}`;
}

if (import.meta.main) console.log(await writeBrandCut());
