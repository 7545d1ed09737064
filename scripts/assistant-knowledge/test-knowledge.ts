/**
 * The knowledge the chat tests run on: built from the real content files, like the build does. Collections
 * that are not on this branch yet stand in from the old catalogue's values, so the visitor questions about
 * them keep being asked; drop each stand-in when its collection is wired in sources.ts.
 */
import type { AssistantKnowledge } from "../../server/chat/knowledge.ts";
import { buildAssistantKnowledge } from "./build-knowledge.ts";
import { type AssistantSources, readAssistantSources, type TemplateSource } from "./sources.ts";

/** Stand-in for the templates collection (the old template catalogue's ids, titles and categories). */
export const STAND_IN_TEMPLATES: TemplateSource[] = [
  { id: "edulearn", title: "EduLearn", category: "Education" },
  { id: "medicare", title: "MediCare Clinic", category: "Healthcare" },
  { id: "saffron-table", title: "Saffron Table", category: "Restaurant" },
  { id: "monkhub-ultimate", title: "MonkHub Ultimate", category: "Business" },
];

let sources: AssistantSources | undefined;
let knowledge: AssistantKnowledge | undefined;

export function testSources(): AssistantSources {
  sources ??= (() => {
    const read = readAssistantSources();
    return { ...read, templates: read.templates.length ? read.templates : STAND_IN_TEMPLATES };
  })();
  return sources;
}

export function testKnowledge(): AssistantKnowledge {
  knowledge ??= buildAssistantKnowledge(testSources());
  return knowledge;
}
