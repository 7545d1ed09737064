/**
 * The assistant's knowledge, made from the content at build time, in every language of the site: per language
 * the corpus the keyless assistant searches, the words it matches on, the AI model's system prompt (the same
 * facts), the fixed replies and the API's messages, each made from that language's content (the translation
 * files laid over the English). The build writes it to `<build>/assistant-knowledge.json`
 * (scripts/integrations/build-outputs.ts).
 */
import {
  type AssistantKnowledge,
  type CorpusDocument,
  INTENTS,
  type LocaleKnowledge,
  parseAssistantKnowledge,
} from "#contracts/assistant-knowledge.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#contracts/locales.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import { articleDocuments } from "./articles.ts";
import { caseStudyDocuments } from "./case-studies.ts";
import { companyDocuments } from "./company.ts";
import { pageDocuments } from "./pages.ts";
import { portfolioDocuments } from "./portfolio.ts";
import { referencedId, serviceDocuments, servicesOverview } from "./services.ts";
import type { AssistantSources } from "./sources.ts";
import { templateDocuments } from "./templates.ts";
import { topicDocuments } from "./topics.ts";
import { type AssistantWords, assistantWords, fillWords } from "./words.ts";

/**
 * Everything the keyless assistant can answer from: services, topics, templates, the team and figures, the
 * portfolio by category, the case studies, the journal's articles and page summaries. A new collection joins
 * with one function here that turns its entries into documents.
 */
export function buildCorpus(sources: AssistantSources, words = assistantWords(sources)): CorpusDocument[] {
  return [
    servicesOverview(sources, words),
    ...serviceDocuments(sources, words),
    ...topicDocuments(sources, words),
    ...templateDocuments(sources),
    ...companyDocuments(sources, words),
    ...portfolioDocuments(sources),
    ...caseStudyDocuments(sources),
    ...articleDocuments(sources),
    ...pageDocuments(sources),
  ];
}

/**
 * The AI model's system instruction, in the sources' language: who it is, how to answer, which language to
 * answer in, and the site's own content as the only source of facts (the corpus the keyless assistant
 * searches, less the page summaries).
 */
function buildSystemPrompt(
  sources: AssistantSources,
  corpus: readonly CorpusDocument[],
  words: AssistantWords,
): string {
  const { prompt, replies } = sources.assistant;
  // The facts that come with every question; the passages found for it follow them (server/chat/grounding.ts).
  const always = corpus.filter((doc) => doc.id === "topic:about" || doc.id === "topic:contact");
  return [
    fillWords(prompt.role, words),
    fillWords(prompt.mission, words),
    prompt.rulesTitle,
    ...[...prompt.rules, prompt.language].map((rule) => `- ${fillWords(rule, words)}`),
    "",
    prompt.factsTitle,
    ...always.map((doc) => `- ${doc.answer.replace(/\s*\n\s*/g, "; ")}`),
    `- ${prompt.unsureLead} ${fillWords(replies.unsure, words)}`,
  ].join("\n");
}

const unique = (lists: readonly (readonly string[])[]) => [
  ...new Set(lists.flat().map((word) => word.toLowerCase())),
];

/**
 * One language's knowledge. Another language than English also matches the English words and finds each
 * document by its English names (`english`): visitors mix English into Sinhala, Tamil and Hindi ("website
 * design price kiyada"), and the answer still comes in the page's language.
 */
function buildLocaleKnowledge(sources: AssistantSources, english?: AssistantSources): LocaleKnowledge {
  const words = assistantWords(sources);
  const own = buildCorpus(sources, words);
  const englishCorpus = english && english !== sources ? buildCorpus(english) : [];
  const corpus = own.map((doc) => {
    const other = englishCorpus.find((entry) => entry.id === doc.id);
    const aliases = other
      ? [doc.aliases, other.title, other.aliases].filter(Boolean).join(" · ")
      : doc.aliases;
    return { ...doc, aliases };
  });
  const { replies, matching, intents } = sources.assistant;
  const other = english && english !== sources ? english.assistant : undefined;
  const englishMatching = other?.matching;
  const fill = (text: string) => fillWords(text, words);
  const serviceTitle = (id: string) => own.find((doc) => doc.id === `service:${id}`)?.title ?? id;
  return {
    corpus,
    matching: {
      stopWords: unique([matching.stopWords, englishMatching?.stopWords ?? []]),
      greetings: unique([matching.greetings, englishMatching?.greetings ?? []]),
      thanks: unique([matching.thanks, englishMatching?.thanks ?? []]),
      priceWords: unique([matching.priceWords, englishMatching?.priceWords ?? []]),
      romanised: unique([matching.romanised]),
    },
    intents: {
      ...(Object.fromEntries(
        INTENTS.map((intent) => [intent, unique([intents[intent], other?.intents[intent] ?? []])]),
      ) as Record<(typeof INTENTS)[number], string[]>),
      notOffered: intents.notOffered.map((entry, index) => {
        const id = referencedId(entry.closest);
        return {
          words: unique([entry.words, other?.intents.notOffered[index]?.words ?? []]),
          closest: `service:${id}`,
          answer: fill(
            fillTemplate(replies.notOffered, { service: serviceTitle(id), path: `/services/${id}` }),
          ),
        };
      }),
    },
    systemPrompt: buildSystemPrompt(sources, own, words),
    replies: {
      greeting: fill(replies.greeting),
      thanks: fill(replies.thanks),
      unsure: fill(replies.unsure),
      pricing: fill(replies.pricing),
      pricingNote: fill(replies.pricingNote),
      greeted: fill(replies.greeted),
      discount: fill(replies.discount),
      chatPrivacy: fill(replies.chatPrivacy),
      enquiryData: fill(replies.enquiryData),
      polite: fill(replies.polite),
      noTemplate: fill(replies.noTemplate),
      forService: fill(replies.forService),
      portfolioSector: fill(replies.portfolioSector),
    },
    messages: sources.messages,
  };
}

/** Every language's knowledge, from each language's sources (readAllAssistantSources()). */
export function buildAssistantKnowledge(
  sources: Readonly<Record<Locale, AssistantSources>>,
): AssistantKnowledge {
  const english = sources[DEFAULT_LOCALE];
  const knowledge = {
    locales: Object.fromEntries(
      LOCALES.map((locale) => [locale, buildLocaleKnowledge(sources[locale], english)]),
    ),
  };
  // The same check the servers run when they read it: a build never writes knowledge they would refuse.
  return parseAssistantKnowledge(knowledge, "The assistant's knowledge");
}
