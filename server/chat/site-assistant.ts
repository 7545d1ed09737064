// Longer than a screen because it is one decision read top to bottom: the kinds of question, in order.
import MiniSearch from "minisearch";
import {
  type CorpusDocument,
  INTENTS,
  type Intent,
  type LocaleKnowledge,
} from "#contracts/assistant-knowledge.ts";
import type { ChatTurn } from "#contracts/chat.ts";
import { fillTemplate } from "#contracts/words.ts";
import { createCoverage } from "./coverage.ts";
import {
  compile,
  findPhrases,
  opening,
  type Phrase,
  termProcessor,
  tokenize,
  wordsOf,
} from "./text-match.ts";

export { normalizeWord, termProcessor, tokenize } from "./text-match.ts";

/**
 * The keyless assistant: answers a visitor's question from the site's own content in one language. It first
 * recognises what kind of question it is (price, time, who we are, privacy, a thing not offered, contact, a
 * template or work for a sector: `intents`, words from the content) and answers each kind from its own place;
 * otherwise it searches the corpus (MiniSearch) and answers only when the best passage explains enough of the
 * question (coverage.ts), else it says it is not sure. Answers are short: the fact asked for and its page.
 */
export interface SiteAssistant {
  answer(message: string, conversation?: readonly ChatTurn[]): string;
  /** The answer and how it was found: which document, or which fixed reply. */
  reply(message: string, conversation?: readonly ChatTurn[]): SiteAssistantReply;
  /** The passages a question is answered from (for the AI model): the documents found, best first. */
  passages(message: string, conversation?: readonly ChatTurn[]): CorpusDocument[];
}

interface SiteAssistantReply {
  text: string;
  kind: "greeting" | "thanks" | "unsure" | "pricing" | "answer" | "polite" | "notOffered";
  /** The corpus document the answer came from (`service:seo-optimization`, `topic:hours`). */
  found?: string;
}

/** Below this share of the question a passage explains, the honest answer is "not sure". */
const MIN_COVERAGE = 0.45;
/** A case study answers a question that asks for examples when it explains this share of the rest. */
const SECTOR_COVERAGE = 0.3;
/** A fact is quoted when it holds at least this much of the question beyond the service's own name. */
const MIN_FACT_WEIGHT = 1.5;
/** How much more a fact with a figure weighs than one without ("Up to 10 pages" over a list of names). */
const FIGURE_BONUS = 0.1;
/** At most this many questions of one message get an answer. */
const MAX_QUESTIONS = 3;

const KIND_WEIGHT: Record<CorpusDocument["kind"], number> = {
  service: 2,
  topic: 1,
  template: 0.8,
  company: 1,
  portfolio: 0.6,
  caseStudy: 0.6,
  article: 0.5,
  page: 0.4,
};

/** The document that answers each kind of question recognised by its words. */
const INTENT_DOCUMENT: Partial<Record<Intent, string>> = {
  time: "topic:timeline",
  company: "topic:about",
  team: "company:team",
  figures: "company:figures",
  contact: "topic:contact",
  hours: "topic:hours",
  offices: "topic:offices",
};

export function createSiteAssistant({
  corpus,
  replies,
  matching,
  intents,
}: Pick<LocaleKnowledge, "corpus" | "replies" | "matching" | "intents">): SiteAssistant {
  const processTerm = termProcessor(matching.stopWords);
  const greetings = compile(matching.greetings);
  const thanks = compile(matching.thanks);
  const priceWords = compile(matching.priceWords);
  const intentWords = Object.fromEntries(
    INTENTS.map((intent) => [intent, compile(intents[intent])]),
  ) as Record<Intent, Phrase[]>;
  const notOffered = intents.notOffered.map((entry) => ({ ...entry, words: compile(entry.words) }));
  const index = new MiniSearch<CorpusDocument>({
    fields: ["title", "aliases", "body"],
    storeFields: ["kind"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3, aliases: 3, body: 1 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      weights: { prefix: 0.5, fuzzy: 0.3 },
      tokenize,
      processTerm,
      boostDocument: (_id, _term, stored) => KIND_WEIGHT[stored?.kind as CorpusDocument["kind"]] ?? 1,
    },
  });
  index.addAll(corpus);
  const documents = new Map(corpus.map((doc) => [doc.id, doc]));
  const coverage = createCoverage(corpus, processTerm);
  const serviceNames = corpus
    .filter((doc) => doc.kind === "service")
    .map((doc) => ({ doc, names: compile([doc.title, ...doc.aliases.split(" · ")].filter(Boolean)) }));

  const termsOf = (words: readonly string[]) =>
    [...new Set(words.map(processTerm))].filter((term): term is string => term !== null);
  const forService = (doc: CorpusDocument) =>
    fillTemplate(replies.forService, { title: doc.title, path: doc.path });

  /** Where a question names a service by one of its names ("logo", "SEO"), the longest name winning. */
  function naming(words: readonly string[], text: string) {
    let best: { doc: CorpusDocument; span: [number, number] } | undefined;
    for (const { doc, names } of serviceNames)
      for (const name of names) {
        const [span] = findPhrases(words, text, [name]);
        if (span && span[1] - span[0] > (best ? best.span[1] - best.span[0] : 0)) best = { doc, span };
      }
    return best;
  }
  const namedService = (words: readonly string[], text: string) => naming(words, text)?.doc;

  /** The best document for the question among those `accept` allows, if it explains enough of it. */
  function search(
    terms: readonly string[],
    accept: (doc: CorpusDocument) => boolean = () => true,
    minimum = MIN_COVERAGE,
  ) {
    if (terms.length === 0) return undefined;
    const results = index
      .search(terms.join(" "), { filter: (result) => accept(documents.get(String(result.id))!) })
      .slice(0, 5)
      .map((result) => documents.get(String(result.id))!);
    // Most of the question first; between equals, the one whose title or ways of asking say it.
    const scored = results.map((doc) => ({
      doc,
      share: coverage.of(terms, coverage.documentTerms(doc)),
      asked: coverage.of(terms, `${doc.title} ${doc.aliases}`),
    }));
    const best = scored.sort((a, b) => b.share - a.share || b.asked - a.asked)[0];
    return best && best.share >= minimum ? best.doc : undefined;
  }

  /** A document's answer, or its fact that holds what the question asks beyond the document's name. */
  function answerFrom(doc: CorpusDocument, terms: readonly string[]): string {
    if (doc.facts.length === 0) return doc.answer;
    const named = termsOf(wordsOf(doc.title));
    const asked = terms.filter((term) => coverage.weightIn([term], named) === 0);
    // Rare words count most; a fact about the thing asked ("Gold (…)" for the Gold package) comes first.
    const score = (fact: string) => {
      const factTerms = termsOf(wordsOf(fact));
      const held = asked.map((term) => coverage.weightIn([term], factTerms) ** 2).reduce((a, b) => a + b, 0);
      const lead = factTerms[0] && rarest && coverage.weightIn([rarest], [factTerms[0]]) > 0;
      return lead ? held * 1.5 : held;
    };
    const rarest = [...asked].sort((a, b) => coverage.weightIn([b], [b]) - coverage.weightIn([a], [a]))[0];
    const figure = (fact: string) => (/\d/.test(fact) ? 1 : 0);
    // A fact with a figure is the more specific of two that hold about as much of the question.
    const [best] = doc.facts
      .map((fact) => ({ fact, weight: score(fact) * (1 + FIGURE_BONUS * figure(fact)) }))
      .sort((a, b) => b.weight - a.weight || figure(b.fact) - figure(a.fact));
    if (!best || best.weight < MIN_FACT_WEIGHT) return doc.answer;
    if (doc.kind === "portfolio") {
      const items = doc.facts.filter((fact) => coverage.weightIn(asked, fact) > 0).slice(0, 3);
      return fillTemplate(replies.portfolioSector, {
        sector: doc.title,
        items: items.map((fact) => fact.split(" (")[0]).join("; "),
      });
    }
    return `${best.fact} ${forService(doc)}`;
  }

  /** One question's answer; `earlier` is what the visitor asked before (for "and how long would that take?"). */
  function answerOne(text: string, earlier: string): SiteAssistantReply {
    const words = wordsOf(text);
    const has = (intent: Intent) => findPhrases(words, text, intentWords[intent]).length > 0;
    const terms = termsOf(words);
    const mention = naming(words, text);
    const named = mention?.doc;
    const earlierWords = wordsOf(earlier);
    // What the visitor is asking about: the service this question names, else the one asked about before.
    const subject =
      named ??
      (earlier
        ? (namedService(earlierWords, earlier) ??
          search(termsOf(earlierWords), (doc) => doc.kind === "service"))
        : undefined);
    const withSubject = (answer: string) => (subject ? `${answer} ${forService(subject)}` : answer);
    const share = (doc: CorpusDocument) => coverage.of(terms, coverage.documentTerms(doc));
    // The document a kind of question goes to, unless another topic plainly explains more of it ("how fast
    // do you reply?" is the response-time topic, not the timeline).
    const fixed = (id: string, wrap = (answer: string) => answer, yields = false): SiteAssistantReply => {
      const doc = documents.get(id);
      if (!doc) return unsure;
      const other = yields ? search(terms, (entry) => entry.kind === "topic" && entry.id !== id) : undefined;
      const chosen = other && share(other) > share(doc) + 0.2 ? other : doc;
      return { text: chosen === doc ? wrap(doc.answer) : chosen.answer, kind: "answer", found: chosen.id };
    };
    const unsure: SiteAssistantReply = { text: replies.unsure, kind: "unsure" };

    // A thing not offered, unless its very words name another service (the staff may have added it since:
    // "video production").
    const missing = notOffered.find((entry) => findPhrases(words, text, entry.words).length > 0);
    const itsName =
      missing &&
      mention &&
      mention.doc.id !== missing.closest &&
      findPhrases(words, text, missing.words).some(
        ([from, to]) => from < mention.span[1] && mention.span[0] < to,
      );
    if (missing && !itsName) return { text: missing.answer, kind: "notOffered" };
    if (has("chat")) return { text: replies.chatPrivacy, kind: "answer", found: "privacy:chat" };
    if (has("data")) return { text: replies.enquiryData, kind: "answer", found: "topic:privacy" };
    if (has("discount")) return { text: replies.discount, kind: "pricing" };

    const timeSpans = findPhrases(words, text, intentWords.time);
    const priceSpans = findPhrases(words, text, priceWords).filter(
      ([start]) => !timeSpans.some(([from, to]) => start >= from && start < to),
    );
    if (timeSpans.length > 0 && !has("company")) return fixed(INTENT_DOCUMENT.time!, withSubject);
    if (priceSpans.length > 0) {
      const template = search(terms, (doc) => doc.kind === "template");
      if (template && (has("template") || coverage.of(terms, template.title) > 0))
        return { text: template.answer, kind: "answer", found: template.id };
      // A figure the content states (the fee per additional director) answers a question about it.
      const doc = named ?? search(terms, (entry) => entry.kind === "service");
      if (doc) {
        const quoted = answerFrom(doc, terms);
        if (quoted !== doc.answer && /(?:rs\.?|lkr|inr|usd|\$|₹)\s?\d/i.test(quoted))
          return { text: quoted, kind: "answer", found: doc.id };
      }
      // A topic written for the question that says how prices work ("what if my budget is small?").
      // A topic that explains nearly all of the question: the quote form, the budget ("free quote?").
      const topic = search(terms, (entry) => entry.kind === "topic");
      const beyondPrice = terms.filter((term) => findPhrases([term], term, priceWords).length === 0);
      if (!named && beyondPrice.length > 0 && topic && share(topic) >= (topic.statesPrice ? 0.6 : 0.8))
        return { text: topic.answer, kind: "answer", found: topic.id };
      return { text: withSubject(replies.pricing), kind: "pricing", found: subject?.id };
    }
    if (named && !has("portfolio") && !has("template") && !has("articles")) {
      // A topic that explains clearly more of the question wins over the service it names ("will I own the website?").
      const other = search(terms, (doc) => doc.kind === "topic");
      if (other && share(other) > share(named) + 0.15)
        return { text: other.answer, kind: "answer", found: other.id };
      return { text: answerFrom(named, terms), kind: "answer", found: named.id };
    }
    if (has("template")) {
      const sector = terms.filter((term) => findPhrases([term], term, intentWords.template).length === 0);
      const template = search(sector, (doc) => doc.kind === "template");
      if (template) return { text: template.answer, kind: "answer", found: template.id };
      return sector.length > 0 && search(sector) === undefined
        ? { text: replies.noTemplate, kind: "answer", found: "page:/shopping" }
        : fixed("page:/shopping");
    }
    if (has("portfolio")) {
      const sector = terms.filter((term) => findPhrases([term], term, intentWords.portfolio).length === 0);
      // A case study for the sector ("examples for hotels?") says more than the pictures: it comes first.
      // The sector is the question's rarest word ("hotel"), among the words around it ("dikha sakte"): a study
      // that holds it answers, at a lower bar than a free search.
      const study = search(sector, (doc) => doc.kind === "caseStudy", SECTOR_COVERAGE);
      if (study) return { text: study.answer, kind: "answer", found: study.id };
      const work = search(sector, (doc) => doc.kind === "portfolio");
      if (work) return { text: answerFrom(work, sector), kind: "answer", found: work.id };
      return fixed("topic:portfolio");
    }
    if (has("articles")) {
      // Something to read about a subject ("a guide to registering a company?"): the article that covers it.
      const subject = terms.filter((term) => findPhrases([term], term, intentWords.articles).length === 0);
      const article = search(subject, (doc) => doc.kind === "article", SECTOR_COVERAGE);
      if (article) return { text: article.answer, kind: "answer", found: article.id };
      return fixed("page:/insights");
    }
    for (const intent of ["figures", "team", "company"] as const)
      if (has(intent)) return fixed(INTENT_DOCUMENT[intent]!);
    // Contact, hours and offices give way to a topic that says more (WhatsApp, the reply time).
    for (const intent of ["contact", "hours", "offices"] as const)
      if (has(intent)) return fixed(INTENT_DOCUMENT[intent]!, undefined, true);

    // Articles answer when something to read is asked for (above): a service or a topic answers the rest.
    const found = search(terms, (doc) => doc.kind !== "article");
    if (found) return { text: answerFrom(found, terms), kind: "answer", found: found.id };
    // A follow-up ("and that one?") leans on what was asked before.
    if (earlier && (has("followUp") || terms.length <= 2)) {
      const again = search(termsOf([...earlierWords, ...words]));
      if (again) return { text: answerFrom(again, terms), kind: "answer", found: again.id };
    }
    return unsure;
  }

  /** The questions of a message: its sentences that ask something, at most MAX_QUESTIONS. */
  const questionsOf = (text: string) =>
    text
      // Sentences, and a second question joined with "and" ("… a logo and can I see your work?").
      .split(/(?<=[?!.।])\s+|\n+|,?\s+and\s+(?=(?:can|could|do|does|what|how|where|who|when|is|are)\b)/i)
      .map((part) => part.trim())
      .filter((part) => termsOf(wordsOf(part)).length > 0);

  function reply(message: string, conversation: readonly ChatTurn[] = []): SiteAssistantReply {
    const text = message.trim().slice(0, 2000);
    const words = wordsOf(text);
    const greeted = opening(words, greetings);
    const question = words.slice(greeted);
    const thanked = opening(question, thanks);
    if (thanked > 0 && termsOf(question.slice(thanked)).length === 0)
      return { text: replies.thanks, kind: "thanks" };
    if (
      findPhrases(words, text, intentWords.injection).length > 0 ||
      findPhrases(words, text, intentWords.rude).length > 0
    )
      return { text: replies.polite, kind: "polite" };
    // Nothing but small words ("what do you do?"): introduce ourselves and what we can help with.
    if (termsOf(question).length === 0) return { text: replies.greeting, kind: "greeting" };

    const earlier = conversation
      .filter((turn) => turn.sender === "user")
      .slice(-2)
      .map((turn) => turn.text)
      .join(" ");
    const parts = questionsOf(text);
    const answers: SiteAssistantReply[] = [];
    for (const part of parts.length > 1 ? parts : [text]) {
      const answer = answerOne(part, earlier);
      if (!answers.some((other) => other.text === answer.text)) answers.push(answer);
    }
    // Several questions: the ones answered, unless none was.
    // A thing not offered or a refusal is the whole answer: never a yes beside it.
    const honest = answers.find((answer) => answer.kind === "notOffered" || answer.kind === "polite");
    if (honest) return honest;
    const known = answers.filter((answer) => answer.kind !== "unsure").slice(0, MAX_QUESTIONS);
    const chosen = known.length > 0 ? known : [answers[0]!];
    const first = chosen[0]!;
    const body = chosen.map((answer) => answer.text).join(" ");
    return { ...first, text: greeted > 0 && first.kind !== "unsure" ? `${replies.greeted} ${body}` : body };
  }

  function passages(message: string, conversation: readonly ChatTurn[] = []) {
    const earlier = conversation
      .filter((turn) => turn.sender === "user")
      .slice(-2)
      .map((turn) => turn.text);
    const terms = termsOf(wordsOf([...earlier, message].join(" ")));
    const found = reply(message, conversation).found;
    const hits = index
      .search(terms.join(" "))
      .slice(0, 4)
      .map((result) => documents.get(String(result.id))!);
    const first = found ? documents.get(found) : undefined;
    return [...new Set([...(first ? [first] : []), ...hits])];
  }

  return { reply, passages, answer: (message, conversation) => reply(message, conversation).text };
}
