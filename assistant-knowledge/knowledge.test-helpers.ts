/** The knowledge the chat tests run on: built from the real content files, as the build does. */
import type { AssistantKnowledge } from "../contracts/assistant-knowledge.ts";
import { buildAssistantKnowledge } from "./build-knowledge.ts";
import { type AssistantSources, readAssistantSources } from "./sources.ts";

let sources: AssistantSources | undefined;
let knowledge: AssistantKnowledge | undefined;

export function testSources(): AssistantSources {
  sources ??= readAssistantSources();
  return sources;
}

export function testKnowledge(): AssistantKnowledge {
  knowledge ??= buildAssistantKnowledge(testSources());
  return knowledge;
}
