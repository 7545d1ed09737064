/**
 * The language names' font: for each Indic language, its Noto face cut down to the letters of its own name
 * ("සිංහල", "தமிழ்", "हिन्दी" in contracts/locales.ts). Every page lists every language by its own name (the
 * switcher, the footer), and a phone without that script's font would draw boxes. These files (about 2 KB each,
 * loaded only when the name is drawn) stand in. Run again when a name changes; a unit test says when.
 *   npm run fonts:language-names
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { LANGUAGE_NAME_FACES, languageNameFontFile } from "./language-name-faces.ts";

const root = join(import.meta.dirname, "..", "..");

/** The subset font for one language's name, from its Noto face in @fontsource. */
export async function languageNameFont(locale: keyof typeof LANGUAGE_NAME_FACES): Promise<Buffer> {
  const { folder, subset } = LANGUAGE_NAME_FACES[locale];
  const source = readFileSync(
    join(root, "node_modules", "@fontsource", folder, "files", `${folder}-${subset}-400-normal.woff2`),
  );
  return subsetFont(source, LOCALE_INFO[locale].name, { targetFormat: "woff2" });
}

if (import.meta.main) {
  for (const locale of Object.keys(LANGUAGE_NAME_FACES) as (keyof typeof LANGUAGE_NAME_FACES)[]) {
    const file = join(root, languageNameFontFile(locale));
    const font = await languageNameFont(locale);
    writeFileSync(file, font);
    console.log(`${file}: ${font.length} bytes for "${LOCALE_INFO[locale].name}"`);
  }
}
