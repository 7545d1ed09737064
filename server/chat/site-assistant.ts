import MiniSearch from "minisearch";
import type { CorpusDocument, LocaleKnowledge } from "#contracts/assistant-knowledge.ts";

/**
 * The keyless assistant: answers a visitor's question from the site's own content in one language, with a
 * full-text index (MiniSearch) over that language's corpus (services, topics, templates and pages, made from the
 * language's content by the build). It never invents a fact or a price: when nothing in the content matches well
 * enough, it says so and points to the quote page and WhatsApp. The words it recognises (small words, greetings,
 * thanks, price words) are the knowledge's `matching`, from the content
 * (assistant/assistant/assistant.<lang>.yaml).
 */
export interface SiteAssistant {
  answer(message: string): string;
  /** The answer and how it was found: which document, or which fixed reply. */
  reply(message: string): SiteAssistantReply;
}

interface SiteAssistantReply {
  text: string;
  kind: "greeting" | "thanks" | "unsure" | "pricing" | "answer";
  /** The corpus document the answer came from (`service:seo-optimization`, `topic:hours`). */
  found?: string;
}

/**
 * A word: Unicode letters, combining marks (the vowel signs and viramas of Sinhala, Tamil and Devanagari) and
 * digits, with the zero-width joiners inside Indic clusters ("ශ්‍රී").
 */
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;
const LATIN = /^[a-z]+$/;

/** The words of a text, as the index reads them. */
export const tokenize = (text: string): string[] => text.match(WORD) ?? [];

/** One spelling per word: composed (NFC), lower case, without the joiners people type one way or the other. */
export const normalizeWord = (word: string) =>
  word
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u200C\u200D]/g, "");

/**
 * The index's and the queries' term processing: normalized, small words out, and a plain English plural
 * folded to its singular ("websites" finds "website"); Sinhala, Tamil and Hindi words are left whole.
 */
export function termProcessor(stopWords: readonly string[]) {
  const stop = new Set(stopWords.map(normalizeWord));
  return (term: string): string | null => {
    const word = normalizeWord(term);
    if (word.length < 2 || stop.has(word)) return null;
    if (LATIN.test(word) && word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word))
      return word.slice(0, -1);
    return word;
  };
}

/**
 * Whether a phrase's words stand in `words` from `at` (all of them, in order). A word of the phrase also
 * matches a longer word it starts (English "price" → "prices"; Sinhala "මිල" → "මිලක්", as those languages add
 * endings) when it is long enough not to match by chance.
 */
function phraseAt(words: readonly string[], phrase: readonly string[], at: number): boolean {
  return phrase.every((part, index) => {
    const word = words[at + index];
    if (word === undefined) return false;
    const prefixOk = LATIN.test(part) ? part.length >= 4 : part.length >= 3;
    return word === part || (prefixOk && word.startsWith(part));
  });
}

/** The phrases as lists of normalized words; a phrase with no word at all ("$") is kept as its text. */
function compile(phrases: readonly string[]) {
  return phrases.map((phrase) => ({ words: tokenize(phrase).map(normalizeWord), text: phrase }));
}

/** Below this score a match is noise (a fuzzy hit on one common word), and the honest answer is "not sure". */
const MIN_SCORE = 4;

const KIND_WEIGHT: Record<CorpusDocument["kind"], number> = {
  service: 2,
  topic: 1,
  template: 0.8,
  page: 0.4,
};

const kindWeight = (stored: Record<string, unknown> | undefined) =>
  KIND_WEIGHT[stored?.kind as CorpusDocument["kind"]] ?? 1;

/** A price question prefers an answer that says how prices work ("how much does a website cost?"). */
const PRICE_WEIGHT = 1.5;

export function createSiteAssistant({
  corpus,
  replies,
  matching,
}: Pick<LocaleKnowledge, "corpus" | "replies" | "matching">): SiteAssistant {
  const processTerm = termProcessor(matching.stopWords);
  const greetings = compile(matching.greetings);
  const thanks = compile(matching.thanks);
  const priceWords = compile(matching.priceWords);
  const index = new MiniSearch<CorpusDocument>({
    fields: ["title", "aliases", "body"],
    storeFields: ["kind", "statesPrice"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3, aliases: 3, body: 1 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      weights: { prefix: 0.5, fuzzy: 0.3 },
      tokenize,
      processTerm,
      // Page summaries are the last resort: a service or a topic that matches says more.
      boostDocument: (_id, _term, stored) => kindWeight(stored),
    },
  });
  index.addAll(corpus);
  const documents = new Map(corpus.map((doc) => [doc.id, doc]));

  /** How many words of the longest phrase that opens `words` (0: none does). */
  const opening = (words: readonly string[], phrases: ReturnType<typeof compile>) =>
    Math.max(
      0,
      ...phrases.filter((p) => p.words.length > 0 && phraseAt(words, p.words, 0)).map((p) => p.words.length),
    );
  const meaningful = (words: readonly string[]) => words.some((word) => processTerm(word) !== null);
  const asksPrice = (words: readonly string[], text: string) =>
    priceWords.some((phrase) =>
      phrase.words.length === 0
        ? text.includes(phrase.text)
        : words.some((_word, at) => phraseAt(words, phrase.words, at)),
    );

  function reply(message: string): SiteAssistantReply {
    const text = message.trim().slice(0, 2000);
    const words = tokenize(text).map(normalizeWord);
    const greeted = opening(words, greetings);
    const question = words.slice(greeted);
    const thanked = opening(question, thanks);
    if (thanked > 0 && !meaningful(question.slice(thanked))) return { text: replies.thanks, kind: "thanks" };

    // Nothing but small words ("what do you do?"): introduce ourselves and what we can help with.
    if (!meaningful(question)) return { text: replies.greeting, kind: "greeting" };

    const price = asksPrice(question, text);
    const [best] = index.search(
      question.join(" "),
      price
        ? {
            boostDocument: (_id, _term, stored) =>
              kindWeight(stored) * (stored?.statesPrice ? PRICE_WEIGHT : 1),
          }
        : {},
    );
    const found = best && best.score >= MIN_SCORE ? documents.get(String(best.id)) : undefined;
    if (!found) {
      return price ? { text: replies.pricing, kind: "pricing" } : { text: replies.unsure, kind: "unsure" };
    }
    const answer = price && !found.statesPrice ? `${replies.pricingNote} ${found.answer}` : found.answer;
    return { text: greeted > 0 ? `${replies.greeted} ${answer}` : answer, kind: "answer", found: found.id };
  }

  return { reply, answer: (message) => reply(message).text };
}
