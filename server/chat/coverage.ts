import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { wordMatches, wordsOf } from "./text-match.ts";

/**
 * How much of a question a piece of content explains: the share of the question's words it contains, each
 * word weighted by its rarity in the corpus (a word every document has explains little; a word none has
 * weighs most: it is a part of the question nothing covers). Judged this way, one shared word ("business") is not an answer.
 */
export interface Coverage {
  /** The share (0–1) of the question's weight the text holds. */
  of(terms: readonly string[], text: string | readonly string[]): number;
  /** The weight the text holds (for choosing among facts). */
  weightIn(terms: readonly string[], text: string | readonly string[]): number;
  documentTerms(doc: CorpusDocument): readonly string[];
}

export function createCoverage(
  corpus: readonly CorpusDocument[],
  processTerm: (term: string) => string | null,
): Coverage {
  const termsOf = (text: string) =>
    [...new Set(wordsOf(text).map(processTerm))].filter((term): term is string => term !== null);
  const docTerms = new Map(
    corpus.map((doc) => [
      doc.id,
      termsOf([doc.title, doc.aliases, doc.body, doc.answer, ...doc.facts].join(" ")),
    ]),
  );
  const frequency = new Map<string, number>();
  for (const terms of docTerms.values())
    for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const total = corpus.length;
  const has = (terms: readonly string[], term: string) =>
    terms.some((word) => wordMatches(word, term) || wordMatches(term, word));
  const weight = (term: string) => {
    const count = frequency.get(term) ?? 0;
    return count === 0 ? Math.log(1 + 2 * total) : Math.log(1 + total / count);
  };
  const terms = (text: string | readonly string[]) => (typeof text === "string" ? termsOf(text) : text);
  const weightIn = (question: readonly string[], text: string | readonly string[]) => {
    const held = terms(text);
    return question.reduce((sum, term) => sum + (has(held, term) ? weight(term) : 0), 0);
  };
  return {
    weightIn,
    of(question, text) {
      const all = question.reduce((sum, term) => sum + weight(term), 0);
      return all === 0 ? 0 : weightIn(question, text) / all;
    },
    documentTerms: (doc) => docTerms.get(doc.id) ?? termsOf(doc.answer),
  };
}
