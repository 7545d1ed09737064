import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";
import { tagOf } from "./words.ts";

/**
 * One document per ready-made template: its page, its category, and its price (the catalogue's price words),
 * worded by `answers.template` in the sources' language.
 */
export function templateDocuments({
  locale,
  templates,
  assistant,
  prices,
}: Pick<AssistantSources, "locale" | "templates" | "assistant" | "prices">): CorpusDocument[] {
  const words = assistant.answers.template;
  return templates.map(({ id, title, category, description }) => ({
    id: `template:${id}`,
    kind: "template",
    title: fillTemplate(words.title, { title }),
    aliases: fillTemplate(words.aliases, { category }),
    body: `${fillTemplate(words.body, { title, category })} ${description}`,
    answer: fillTemplate(words.answer, {
      title,
      category: category.toLocaleLowerCase(tagOf(locale)),
      path: `/templates/${id}`,
      price: prices.template,
      catalogue: "/shopping",
    }),
    path: `/templates/${id}`,
    facts: [],
    statesPrice: true,
  }));
}
