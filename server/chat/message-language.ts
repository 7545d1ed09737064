import type { AssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import { LOCALES, type Locale } from "#contracts/locales.ts";
import { LATIN, wordsOf } from "./text-match.ts";

/** The scripts of the site's languages other than English. */
const SCRIPTS: [Locale, RegExp][] = [
  ["si", /[\u0D80-\u0DFF]/gu],
  ["ta", /[\u0B80-\u0BFF]/gu],
  ["hi", /[\u0900-\u097F]/gu],
];

/**
 * The language to answer a message in, whatever the page: the script most of its letters are in (Sinhala,
 * Tamil, Devanagari); in Latin letters, the language whose romanised words it uses most ("kitne din",
 * "kiyada", "evvalavu": `matching.romanised` of each language's content), else English when it has English
 * small words ("do you…"), else the page's language ("SEO?" on a Sinhala page is a Sinhala visitor's word).
 */
export function messageLocale(message: string, knowledge: AssistantKnowledge, pageLocale: Locale): Locale {
  let best: Locale | undefined;
  let most = 0;
  for (const [locale, script] of SCRIPTS) {
    const count = message.match(script)?.length ?? 0;
    if (count > most) [best, most] = [locale, count];
  }
  if (best) return best;
  const latin = wordsOf(message).filter((word) => LATIN.test(word));
  for (const locale of LOCALES) {
    const romanised = new Set(knowledge.locales[locale].matching.romanised);
    const count = latin.filter((word) => romanised.has(word)).length;
    if (count > most) [best, most] = [locale, count];
  }
  if (best) return best;
  const english = new Set(knowledge.locales.en.matching.stopWords);
  return latin.some((word) => english.has(word)) ? "en" : pageLocale;
}
