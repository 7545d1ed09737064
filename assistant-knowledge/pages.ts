import type { CorpusDocument } from "../contracts/assistant-knowledge.ts";
import type { PageSource } from "./sources.ts";

/** One summary per page: the last resort when no service or topic matches (they weigh less in the search). */
export function pageDocuments(pages: readonly PageSource[]): CorpusDocument[] {
  return pages.map((page) => ({
    id: `page:${page.path}`,
    kind: "page",
    title: page.hero.title,
    aliases: page.seo.title,
    body: `${page.seo.description} ${page.hero.intro}`,
    answer: page.path === "/" ? page.hero.intro : `${page.hero.intro} See ${page.path}.`,
  }));
}
