import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";

/**
 * One document per published article of the journal (/insights/<id>): found by its title, tags and the
 * services it concerns; the answer names it and its page (`replies.article`), then the first service it
 * concerns and that service's page (`replies.forService`): the article explains, the service does it. Drafts
 * are not in the sources.
 */
export function articleDocuments({
  articles,
  assistant,
  services,
}: Pick<AssistantSources, "articles" | "assistant" | "services">): CorpusDocument[] {
  const serviceTitle = new Map(services.map(({ id, data }) => [id, data.title]));
  return articles.map((article) => {
    const path = `/insights/${article.id}`;
    const [service] = article.services;
    const forService = service
      ? ` ${fillTemplate(assistant.replies.forService, {
          title: serviceTitle.get(service) ?? service,
          path: `/services/${service}`,
        })}`
      : "";
    return {
      id: `article:${article.id}`,
      kind: "article",
      title: article.title,
      aliases: [...article.tags, ...article.services.map((id) => serviceTitle.get(id) ?? id)].join(" · "),
      body: article.summary,
      answer: `${fillTemplate(assistant.replies.article, { title: article.title, path })}${forService}`,
      path,
      facts: [],
      statesPrice: false,
    };
  });
}
