import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { LANGUAGE_NAME_FACES, languageNameFontFile } from "./language-name-faces.ts";
import { languageNameFont } from "./language-names.ts";

const root = join(import.meta.dirname, "..", "..");

describe("the language names' font", () => {
  it.each(Object.keys(LANGUAGE_NAME_FACES) as (keyof typeof LANGUAGE_NAME_FACES)[])(
    "%s: the committed file holds exactly the letters of the language's name (else: npm run fonts:language-names)",
    async (locale) => {
      const committed = readFileSync(join(root, languageNameFontFile(locale)));
      expect(committed.equals(await languageNameFont(locale)), LOCALE_INFO[locale].name).toBe(true);
    },
  );

  it("covers every language whose name is not in Latin letters", () => {
    const nonLatin = Object.entries(LOCALE_INFO)
      .filter(([, info]) => /[^\p{Script=Latin}\s]/u.test(info.name))
      .map(([locale]) => locale);
    expect(Object.keys(LANGUAGE_NAME_FACES).sort()).toEqual(nonLatin.sort());
    for (const [locale, face] of Object.entries(LANGUAGE_NAME_FACES)) {
      const [from, to] = face.unicodeRange
        .slice(2)
        .split("-")
        .map((hex) => Number.parseInt(hex, 16)) as [number, number];
      const name = LOCALE_INFO[locale as keyof typeof LANGUAGE_NAME_FACES].name;
      for (const char of name)
        expect(char.codePointAt(0)).toSatisfy((code: number) => code >= from && code <= to);
    }
  });
});
