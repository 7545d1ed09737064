/**
 * How the keyless assistant reads words: Unicode letters, combining marks (the vowel signs and viramas of
 * Sinhala, Tamil and Devanagari) and digits, with the zero-width joiners inside Indic clusters ("ශ්‍රී"), and
 * phrases of the content (greetings, price words, the words of each kind of question) found among them.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;
export const LATIN = /^[a-z]+$/;

/** The words of a text, as the index reads them. */
export const tokenize = (text: string): string[] => text.match(WORD) ?? [];

/** One spelling per word: composed (NFC), lower case, without the joiners people type one way or the other. */
export const normalizeWord = (word: string) =>
  word
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u200C\u200D]/g, "");

/** The normalized words of a text. */
export const wordsOf = (text: string) => tokenize(text).map(normalizeWord);

/**
 * The index's and the queries' term processing: normalized, small words out, and a plain English plural
 * folded to its singular ("websites" finds "website", "enquiries" "enquiry"); Sinhala, Tamil and Hindi words are left whole.
 */
export function termProcessor(stopWords: readonly string[]) {
  const stop = new Set(stopWords.map(normalizeWord));
  return (term: string): string | null => {
    const word = normalizeWord(term);
    if (word.length < 2 || stop.has(word)) return null;
    if (LATIN.test(word) && word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
    if (LATIN.test(word) && word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word))
      return word.slice(0, -1);
    return word;
  };
}

/** Whether `word` is `part`, or a longer word it starts when `part` is long enough not to match by chance. */
export function wordMatches(word: string, part: string): boolean {
  if (word === part || word === `${part}s` || word === `${part}es`) return true;
  const prefixOk = LATIN.test(part) ? part.length >= 4 : part.length >= 3;
  return prefixOk && word.startsWith(part);
}

/**
 * Whether a phrase's words stand in `words` from `at` (all of them, in order). A word of the phrase also
 * matches a longer word it starts (English "price" → "prices"; Sinhala "මිල" → "මිලක්", as those languages add
 * endings).
 */
function phraseAt(words: readonly string[], phrase: readonly string[], at: number): boolean {
  return phrase.every((part, index) => {
    const word = words[at + index];
    return word !== undefined && wordMatches(word, part);
  });
}

export interface Phrase {
  words: string[];
  text: string;
}

/** The phrases as lists of normalized words; a phrase with no word at all ("$") is kept as its text. */
export const compile = (phrases: readonly string[]): Phrase[] =>
  phrases.map((phrase) => ({ words: wordsOf(phrase), text: phrase.toLowerCase() }));

/** Where the phrases stand in `words`: each match as [start, end) word positions. */
export function findPhrases(words: readonly string[], text: string, phrases: readonly Phrase[]) {
  const spans: [number, number][] = [];
  for (const phrase of phrases) {
    if (phrase.words.length === 0) {
      if (text.toLowerCase().includes(phrase.text)) spans.push([-1, -1]);
      continue;
    }
    for (let at = 0; at < words.length; at += 1)
      if (phraseAt(words, phrase.words, at)) spans.push([at, at + phrase.words.length]);
  }
  return spans;
}

/** How many words of the longest phrase that opens `words` (0: none does). */
export const opening = (words: readonly string[], phrases: readonly Phrase[]) =>
  Math.max(
    0,
    ...phrases.filter((p) => p.words.length > 0 && phraseAt(words, p.words, 0)).map((p) => p.words.length),
  );
