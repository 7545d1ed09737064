import type { CorpusDocument } from "../contracts/assistant-knowledge.ts";
import { byOrder } from "../src/content/order.ts";
import type { AssistantSources } from "./sources.ts";
import { type AssistantWords, fillWords } from "./words.ts";

/**
 * One document per topic (assistant/topics/*.en.yaml), in their order. A topic that names the templates is
 * left out while the site has none, so no answer says "our templates are ." .
 */
export function topicDocuments(topics: AssistantSources["topics"], words: AssistantWords): CorpusDocument[] {
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
      };
    });
}
