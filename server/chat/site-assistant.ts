import MiniSearch from "minisearch";
import type { AssistantKnowledge, CorpusDocument } from "../../contracts/assistant-knowledge.ts";

/**
 * The keyless assistant: answers a visitor's question from the site's own content, with a full-text index
 * (MiniSearch) over the corpus the build made from the content (services, topics, templates and pages). It never invents a fact or a price: when
 * nothing in the content matches well enough, it says so and points to the quote page and WhatsApp.
 */
export interface SiteAssistant {
  answer(message: string): string;
}

// Words that carry no meaning for the search: left out of the index and of queries.
const STOP_WORDS = new Set(
  `a about an and any are as at be been can could did do does for from get give got had has have hello hey hi how
  i if im in into is it its just know let like make me more much my need of on or our please provide show so some tell
  than thank thanks that the their them then there these they this to us want was we what whats when where which
  who why will with would you your yours`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower case, stop words out, a plain plural folded to its singular ("websites" finds "website"). */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const GREETING =
  /^\s*(?:hi+|hello+|hey+|hiya|ayubowan|vanakkam|namaste|good (?:morning|afternoon|evening|day)|greetings)\b[\s!,.]*/i;
/** Greetings in Sinhala, Tamil and Hindi (the word boundary of GREETING only works for Latin letters). */
const LOCAL_GREETING = /^\s*(?:ආයුබෝවන්|හෙලෝ|வணக்கம்|नमस्ते|नमस्कार)[\s!,.]*/u;
const THANKS = /^\s*(?:thanks?|thank you|thx|cheers|great,? thanks?)\b[\s!,.]*(?:so much|a lot)?[\s!.]*$/i;
const ASKS_PRICE =
  /\b(?:price[sd]?|pricing|cost[s]?|costing|how much|fees?|rates?|charges?|charging|quote for|budget|expensive|cheap|afford|lkr|rs\.?|rupees?|dollars?|\$)/i;

/** Below this score a match is noise (a fuzzy hit on one common word), and the honest answer is "not sure". */
const MIN_SCORE = 4;

const KIND_WEIGHT: Record<CorpusDocument["kind"], number> = {
  service: 2,
  topic: 1,
  template: 0.8,
  page: 0.4,
};

export function createSiteAssistant({
  corpus,
  replies,
}: Pick<AssistantKnowledge, "corpus" | "replies">): SiteAssistant {
  const index = new MiniSearch<CorpusDocument>({
    fields: ["title", "aliases", "body"],
    storeFields: ["answer", "kind"],
    processTerm,
    searchOptions: {
      boost: { title: 3, aliases: 3, body: 1 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      weights: { prefix: 0.5, fuzzy: 0.3 },
      processTerm,
      // Page summaries are the last resort: a service or a topic that matches says more.
      boostDocument: (_id, _term, stored) => KIND_WEIGHT[stored?.kind as CorpusDocument["kind"]] ?? 1,
    },
  });
  index.addAll(corpus);
  const answers = new Map(corpus.map((doc) => [doc.id, doc.answer]));

  function bestMatch(query: string): string | undefined {
    const [best] = index.search(query);
    return best && best.score >= MIN_SCORE ? answers.get(best.id) : undefined;
  }

  return {
    answer(message) {
      const text = message.trim().slice(0, 2000);
      const greeted = GREETING.test(text) || LOCAL_GREETING.test(text);
      const question = text.replace(GREETING, "").replace(LOCAL_GREETING, "");
      if (THANKS.test(text)) return replies.thanks;

      // Nothing but small words ("what do you do?"): introduce ourselves and what we can help with.
      const meaningful = question.split(/[\n\r\p{Z}\p{P}]+/u).some((word) => processTerm(word) !== null);
      if (!meaningful) return replies.greeting;

      const asksPrice = ASKS_PRICE.test(question);
      const found = bestMatch(question);
      if (!found) {
        if (asksPrice) return replies.pricing;
        return replies.unsure;
      }
      const reply =
        asksPrice && !found.includes("Contact for Pricing") ? `${replies.pricingNote} ${found}` : found;
      return greeted ? `${replies.greeted} ${reply}` : reply;
    },
  };
}
