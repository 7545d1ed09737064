import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";

/** One summary per page: the last resort when no service or topic matches (they weigh less in the search). */
export function pageDocuments({
  pages,
  assistant,
}: Pick<AssistantSources, "pages" | "assistant">): CorpusDocument[] {
  return pages.map((page) => ({
    id: `page:${page.path}`,
    kind: "page",
    // A title may hold its highlighted words as `{highlight}` (the home page's).
    title: fillTemplate(page.hero.title, { highlight: page.hero.highlight ?? "" }),
    aliases: page.seo.title,
    body: `${page.seo.description} ${page.hero.intro}`,
    answer:
      page.path === "/"
        ? page.hero.intro
        : fillTemplate(assistant.answers.page, { intro: page.hero.intro, path: page.path }),
    path: page.path,
    facts: [],
    statesPrice: false,
  }));
}
