/**
 * The assistant's knowledge, made from the content at build time: the corpus the keyless assistant searches,
 * the AI model's system prompt (the same facts), the fixed replies and the API's messages. The build writes it
 * to `<build>/assistant-knowledge.json` (scripts/integrations/build-outputs.ts).
 */
import {
  type AssistantKnowledge,
  type CorpusDocument,
  parseAssistantKnowledge,
} from "../contracts/assistant-knowledge.ts";
import { pageDocuments } from "./pages.ts";
import { serviceDocuments, servicesOverview } from "./services.ts";
import type { AssistantSources } from "./sources.ts";
import { templateDocuments } from "./templates.ts";
import { topicDocuments } from "./topics.ts";
import { type AssistantWords, assistantWords, fillWords } from "./words.ts";

/** Everything the keyless assistant can answer from: services, topics, templates and page summaries. */
export function buildCorpus(sources: AssistantSources, words = assistantWords(sources)): CorpusDocument[] {
  return [
    servicesOverview(sources.services, sources.assistant, words),
    ...serviceDocuments(sources.services, sources.assistant, words),
    ...topicDocuments(sources.topics, words),
    ...templateDocuments(sources.templates),
    ...pageDocuments(sources.pages),
  ];
}

/**
 * The AI model's system instruction: who it is, how to answer, and the site's own content as the only
 * source of facts (the corpus the keyless assistant searches, less the page summaries).
 */
export function buildSystemPrompt(
  sources: AssistantSources,
  corpus: readonly CorpusDocument[],
  words: AssistantWords,
): string {
  const { prompt, replies } = sources.assistant;
  const facts = corpus
    .filter((doc) => doc.kind !== "page")
    .map((doc) => `- ${doc.answer.replace(/\s*\n\s*/g, "; ")}`);
  return [
    fillWords(prompt.role, words),
    fillWords(prompt.mission, words),
    prompt.rulesTitle,
    ...prompt.rules.map((rule) => `- ${fillWords(rule, words)}`),
    "",
    prompt.factsTitle,
    ...facts,
    `- ${prompt.unsureLead} ${fillWords(replies.unsure, words)}`,
  ].join("\n");
}

export function buildAssistantKnowledge(sources: AssistantSources): AssistantKnowledge {
  const words = assistantWords(sources);
  const corpus = buildCorpus(sources, words);
  const { replies } = sources.assistant;
  const fill = (text: string) => fillWords(text, words);
  const knowledge = {
    corpus,
    systemPrompt: buildSystemPrompt(sources, corpus, words),
    replies: {
      greeting: fill(replies.greeting),
      thanks: fill(replies.thanks),
      unsure: fill(replies.unsure),
      pricing: fill(replies.pricing),
      pricingNote: fill(replies.pricingNote),
      greeted: fill(replies.greeted),
    },
    messages: sources.messages,
  };
  // The same check the servers run when they read it: a build never writes knowledge they would refuse.
  return parseAssistantKnowledge(knowledge, "The assistant's knowledge");
}
