/** The knowledge the chat tests run on: built from the real content files, in every language, as the build does. */
import type { AssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import { DEFAULT_LOCALE, type Locale } from "#contracts/locales.ts";
import { buildAssistantKnowledge } from "./build-knowledge.ts";
import { type AssistantSources, readAllAssistantSources } from "./sources.ts";

let sources: Record<Locale, AssistantSources> | undefined;
let knowledge: AssistantKnowledge | undefined;

/** One language's sources (English unless named). */
export function testSources(locale: Locale = DEFAULT_LOCALE): AssistantSources {
  sources ??= readAllAssistantSources();
  return sources[locale];
}

function testAllSources(): Record<Locale, AssistantSources> {
  sources ??= readAllAssistantSources();
  return sources;
}

export function testKnowledge(): AssistantKnowledge {
  knowledge ??= buildAssistantKnowledge(testAllSources());
  return knowledge;
}
