import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";

/**
 * One document per case study (/case-studies/<id>): found by its client, its sector and the services it used,
 * so "do you have examples for hotels?" points to the study; its facts are the measured results, and the
 * answer names the client, the headline result and the study's page (`replies.caseStudy`).
 */
export function caseStudyDocuments({
  caseStudies,
  assistant,
  services,
}: Pick<AssistantSources, "caseStudies" | "assistant" | "services">): CorpusDocument[] {
  const serviceTitle = new Map(services.map(({ id, data }) => [id, data.title]));
  return caseStudies.map((study) => {
    const path = `/case-studies/${study.id}`;
    const results = study.results.map(({ value, what, period }) => `${value} ${what} ${period}`);
    const used = study.services.map((id) => serviceTitle.get(id) ?? id);
    return {
      id: `case-study:${study.id}`,
      kind: "caseStudy",
      title: study.title,
      aliases: [study.client, study.sector, ...used].join(" · "),
      body: results.join(" "),
      answer: fillTemplate(assistant.replies.caseStudy, {
        client: study.client,
        sector: study.sector,
        result: results[0] ?? study.summary,
        path,
      }),
      path,
      facts: results,
      statesPrice: false,
    };
  });
}
