import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { byOrder } from "#src/content/order.ts";
import type { AssistantSources } from "./sources.ts";
import { type AssistantWords, fillWords } from "./words.ts";

/**
 * One document per topic (assistant/topics/*.en.yaml and their translations), in their order. A topic that
 * names the templates is left out while the site has none, so no answer says "our templates are ." . A topic
 * states the price when its answer uses the pages' own price words (pages/service-detail, pages/shop).
 */
export function topicDocuments(
  { topics, prices }: Pick<AssistantSources, "topics" | "prices">,
  words: AssistantWords,
): CorpusDocument[] {
  return [...topics]
    .sort(byOrder)
    .filter((topic) => words.templateNames !== "" || !topic.data.answer.includes("{templateNames}"))
    .map(({ id, data }) => {
      const answer = fillWords(data.answer, words);
      return {
        id: `topic:${id}`,
        kind: "topic",
        title: fillWords(data.title, words),
        aliases: data.questions.map((question) => fillWords(question, words)).join(" · "),
        body: answer,
        answer,
        path: data.links[0] ?? "",
        facts: [],
        statesPrice: answer.includes(prices.service) || answer.includes(prices.template),
      };
    });
}
