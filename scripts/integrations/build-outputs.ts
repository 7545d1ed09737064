/**
 * What the servers read besides the pages: the assistant's knowledge, made from the content files
 * (scripts/assistant-knowledge/), the forms' rules and words for a form posted without JavaScript
 * (src/layouts/enquiry-forms.ts, the same the pages give the islands), and the build stamp `npm start` checks
 * (scripts/ensure-build.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AstroIntegration } from "astro";
import type { EnquiryFormsSettings } from "../../contracts/enquiry-forms/settings.ts";
import { ENQUIRY_FORMS_FILE } from "../../contracts/enquiry-forms/settings.ts";
import { ASSISTANT_KNOWLEDGE_FILE } from "../../server/chat/knowledge.ts";
import { readSiteContent, single } from "../../src/content/read-content.ts";
import { enquiryForms } from "../../src/layouts/enquiry-forms.ts";
import { buildAssistantKnowledge } from "../assistant-knowledge/build-knowledge.ts";
import { readAssistantSources } from "../assistant-knowledge/sources.ts";
import { BUILD_STAMP_FILE, type BuildStamp, buildEnv, publicSettings } from "../lib/build-settings.ts";

/** The forms' settings the servers read, from the content files (the same the pages give the islands). */
export function readEnquiryForms(): EnquiryFormsSettings {
  const content = readSiteContent();
  return enquiryForms({
    identity: single(content.identity, "identity"),
    layout: single(content.layout, "layout"),
    enquiries: single(content.enquiries, "enquiries"),
    contactPage: single(content.contactPage, "contactPage"),
    quotePage: single(content.quotePage, "quotePage"),
    services: content.services,
  });
}

export function buildOutputs({ outDir }: { outDir: string }): AstroIntegration {
  const startedAt = Date.now();
  return {
    name: "serendib-build-outputs",
    hooks: {
      "astro:build:done": ({ logger }) => {
        const knowledge = buildAssistantKnowledge(readAssistantSources());
        writeFileSync(join(outDir, ASSISTANT_KNOWLEDGE_FILE), `${JSON.stringify(knowledge)}\n`);
        writeFileSync(join(outDir, ENQUIRY_FORMS_FILE), `${JSON.stringify(readEnquiryForms())}\n`);
        const stamp: BuildStamp = { startedAt, publicSettings: publicSettings(buildEnv()) };
        writeFileSync(join(outDir, BUILD_STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
        logger.info(
          `${ASSISTANT_KNOWLEDGE_FILE}: ${knowledge.corpus.length} documents; ${ENQUIRY_FORMS_FILE} and ${BUILD_STAMP_FILE} written.`,
        );
      },
    },
  };
}
