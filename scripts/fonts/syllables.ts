/** The syllables and words a script's cut must draw as the whole face does (script-faces.ts). */
import type { ScriptLocale } from "./script-faces.ts";

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
