import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";
import { listOf } from "./words.ts";

/**
 * One document per category of the work on /portfolio ("Travel & Tourism", "Branding"): the pieces in it are
 * its facts ("Ceylon Trails: Booking site for a Kandy hiking operator…"), so a question about a sector finds
 * the work done for it. The answer names the first pieces; the assistant names the ones a question matches.
 */
export function portfolioDocuments({
  locale,
  work,
  assistant,
}: Pick<AssistantSources, "locale" | "work" | "assistant">): CorpusDocument[] {
  const categories = [...new Set(work.map((piece) => piece.category))];
  return categories.map((category) => {
    const pieces = work.filter((piece) => piece.category === category);
    const facts = pieces.map((piece) => `${piece.title} (${piece.about})`);
    return {
      id: `portfolio:${category.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-")}`,
      kind: "portfolio",
      title: category,
      aliases: pieces.map((piece) => piece.title).join(" · "),
      body: facts.join(" · "),
      answer: fillTemplate(assistant.replies.portfolioSector, {
        sector: category,
        items: listOf(
          locale,
          pieces.slice(0, 3).map((piece) => piece.title),
        ),
      }),
      path: "/portfolio",
      facts,
      statesPrice: false,
    };
  });
}
