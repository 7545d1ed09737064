import { z } from "zod";
import { LOCALES } from "./locales.ts";

/**
 * What the chat assistant knows, in each of the site's languages: the contract between the build, which writes
 * it (`<build>/assistant-knowledge.json`, made from each language's content by server-data/assistant-knowledge/),
 * and the servers, which read it. Per language: the searchable corpus, the words the keyless assistant matches on, the
 * AI model's system prompt, the fixed replies and the API's messages. The Node server reads it at start; the
 * Worker has it bundled.
 */
export const ASSISTANT_KNOWLEDGE_FILE = "assistant-knowledge.json";

const line = z.string().min(1);

/** The kinds of question the keyless assistant recognises by their words before it searches. */
export const INTENTS = [
  "discount",
  "time",
  "company",
  "team",
  "figures",
  "chat",
  "data",
  "contact",
  "hours",
  "offices",
  "template",
  "portfolio",
  "articles",
  "offered",
  "rude",
  "injection",
  "followUp",
] as const;
export type Intent = (typeof INTENTS)[number];
const words = z.array(line);

const intentWords = Object.fromEntries(INTENTS.map((intent) => [intent, words])) as Record<
  Intent,
  typeof words
>;

/** One searchable piece of the site: what it is about, the words to find it by, and the answer it gives. */
const corpusDocumentSchema = z.strictObject({
  id: line,
  kind: z.enum(["service", "topic", "template", "page", "company", "portfolio", "caseStudy", "article"]),
  title: line,
  /** Other ways of asking for it (in another language's knowledge, the English ways too). */
  aliases: z.string(),
  /** The facts, as searchable text. */
  body: z.string(),
  /** The short answer: one to three sentences with the most specific page. */
  answer: line,
  /** The page it is about ("/services/seo-optimization", "/about"), or "". */
  path: z.string(),
  /** Single facts the answer can quote when a question asks for one ("8 reels a month"). */
  facts: z.array(line),
  /** The answer already says how prices work ("Contact for Pricing"): a price question needs no note before it. */
  statesPrice: z.boolean(),
});

/** Everything the assistant says and matches on in one language. */
export const localeKnowledgeSchema = z.strictObject({
  corpus: z.array(corpusDocumentSchema).min(1),
  /** The words the keyless assistant recognises (this language's, and the English ones visitors mix in). */
  matching: z.strictObject({
    stopWords: words,
    greetings: words,
    thanks: words,
    priceWords: words,
    /** Words in Latin letters that mark a message as this language (none for English). */
    romanised: z.array(line),
  }),
  /** The kinds of question recognised before searching, by their words (src/content/schemas/assistant.ts). */
  intents: z.strictObject({
    ...intentWords,
    /** Things not offered: their words, the closest service's id and the honest answer (naming it). */
    notOffered: z.array(z.strictObject({ words, closest: line, answer: line })),
  }),
  systemPrompt: line,
  replies: z.strictObject({
    greeting: line,
    thanks: line,
    unsure: line,
    pricing: line,
    pricingNote: line,
    greeted: line,
    discount: line,
    chatPrivacy: line,
    enquiryData: line,
    polite: line,
    noTemplate: line,
    /** Filled when answering: `{title}`, `{path}`. */
    forService: line,
    /** Filled when answering: `{sector}`, `{items}`. */
    portfolioSector: line,
  }),
  messages: z.strictObject({
    apiErrors: z.strictObject({
      contentType: line,
      malformedJson: line,
      tooLarge: line,
      rateLimited: line,
      notFound: line,
      methodNotAllowed: line,
      invalidRequest: line,
    }),
    aiErrors: z.strictObject({ aiService: line, invalidFormat: line, emptyReply: line, connection: line }),
  }),
});

/** One knowledge per language of the site (contracts/locales.ts): all of them, always. */
export const assistantKnowledgeSchema = z.strictObject({
  locales: z.strictObject(
    Object.fromEntries(LOCALES.map((locale) => [locale, localeKnowledgeSchema])) as Record<
      (typeof LOCALES)[number],
      typeof localeKnowledgeSchema
    >,
  ),
});

export type CorpusDocument = z.infer<typeof corpusDocumentSchema>;
export type LocaleKnowledge = z.infer<typeof localeKnowledgeSchema>;
export type AssistantKnowledge = z.infer<typeof assistantKnowledgeSchema>;
export type ChatMessages = LocaleKnowledge["messages"];

/** Checks knowledge read from a file or a bundle; a wrong shape stops the start naming the field. */
export function parseAssistantKnowledge(json: unknown, source: string): AssistantKnowledge {
  const result = assistantKnowledgeSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 20)
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${source} is not the assistant's knowledge (rebuild the site):\n${problems.join("\n")}`);
  }
  return result.data;
}
