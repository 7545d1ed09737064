/**
 * What the servers read besides the pages: the assistant's knowledge in every language, made from each
 * language's content (server-data/assistant-knowledge/), the forms' rules and words in every language for a
 * form posted without JavaScript (server-data/enquiry-forms/, the same the pages give the islands), and the
 * build stamp `npm start` checks (scripts/ensure-build.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AstroIntegration } from "astro";
import { ASSISTANT_KNOWLEDGE_FILE } from "#contracts/assistant-knowledge.ts";
import { ENQUIRY_FORMS_FILE } from "#contracts/enquiry-forms/settings.ts";
import { BUILD_STAMP_FILE, type BuildStamp, buildEnv, buildSettings } from "#scripts/lib/build-settings.ts";
import { buildAssistantKnowledge } from "#server-data/assistant-knowledge/build-knowledge.ts";
import { readAllAssistantSources } from "#server-data/assistant-knowledge/sources.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";

export function buildOutputs({ outDir }: { outDir: string }): AstroIntegration {
  const startedAt = Date.now();
  return {
    name: "serendib-build-outputs",
    hooks: {
      "astro:build:done": ({ logger }) => {
        const knowledge = buildAssistantKnowledge(readAllAssistantSources());
        writeFileSync(join(outDir, ASSISTANT_KNOWLEDGE_FILE), `${JSON.stringify(knowledge)}\n`);
        writeFileSync(join(outDir, ENQUIRY_FORMS_FILE), `${JSON.stringify(readEnquiryForms())}\n`);
        const stamp: BuildStamp = { startedAt, settings: buildSettings(buildEnv()) };
        writeFileSync(join(outDir, BUILD_STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
        logger.info(
          `${ASSISTANT_KNOWLEDGE_FILE}: ${Object.entries(knowledge.locales)
            .map(([locale, { corpus }]) => `${corpus.length} documents in ${locale}`)
            .join(", ")}; ${ENQUIRY_FORMS_FILE} and ${BUILD_STAMP_FILE} written.`,
        );
      },
    },
  };
}
