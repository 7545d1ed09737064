import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";
import { type AssistantWords, fillWords, listOf } from "./words.ts";

type CompanySources = Pick<AssistantSources, "locale" | "team" | "about" | "assistant">;

/**
 * What the about page says of the agency besides its story (the `about` topic tells that): the team, from the
 * team files, and the figures of the about page ("150+ Projects Completed").
 */
export function companyDocuments(
  { locale, team, about, assistant }: CompanySources,
  words: AssistantWords,
): CorpusDocument[] {
  const members = [...team]
    .sort((a, b) => a.order - b.order)
    .map((member) => `${member.name} (${member.role})`);
  const founder = `${words.founderName} (${words.founderRole})`;
  // The story's figures and the closing stats say some things twice ("Projects Delivered", "Projects
  // Completed"): a figure whose first word another already has is left out.
  const stats = [...about.whyChooseUs.stats, ...about.story.figures].filter(
    (stat, index, all) =>
      all.findIndex((other) => other.label.split(" ")[0] === stat.label.split(" ")[0]) === index,
  );
  const figures = stats.map((stat) => `${stat.number} ${stat.label}`);
  return [
    {
      id: "company:team",
      kind: "company",
      title: about.team.title,
      aliases: about.team.intro,
      body: [founder, ...members].join(" · "),
      answer: fillWords(
        fillTemplate(assistant.replies.team, { members: listOf(locale, [founder, ...members]) }),
        words,
      ),
      path: "/about",
      facts: [],
      statesPrice: false,
    },
    {
      id: "company:figures",
      kind: "company",
      title: about.whyChooseUs.title,
      aliases: about.whyChooseUs.text,
      body: figures.join(" · "),
      answer: fillWords(fillTemplate(assistant.replies.figures, { figures: listOf(locale, figures) }), words),
      path: "/about",
      facts: [],
      statesPrice: false,
    },
  ];
}
