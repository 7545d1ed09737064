import { z } from "zod";

/**
 * What the chat assistant knows: the contract between the build, which writes it (`<build>/assistant-knowledge.json`,
 * made from the content files by assistant-knowledge/), and the servers, which read it: the searchable corpus,
 * the AI model's system prompt, the fixed replies and the API's messages. The Node server reads it at start;
 * the Worker has it bundled.
 */
export const ASSISTANT_KNOWLEDGE_FILE = "assistant-knowledge.json";

const line = z.string().min(1);

/** One searchable piece of the site: what it is about, the words to find it by, and the answer it gives. */
export const corpusDocumentSchema = z.strictObject({
  id: line,
  kind: z.enum(["service", "topic", "template", "page"]),
  title: line,
  /** Other ways of asking for it. */
  aliases: z.string(),
  /** The facts, as searchable text. */
  body: z.string(),
  answer: line,
});

export const assistantKnowledgeSchema = z.strictObject({
  corpus: z.array(corpusDocumentSchema).min(1),
  systemPrompt: line,
  replies: z.strictObject({
    greeting: line,
    thanks: line,
    unsure: line,
    pricing: line,
    pricingNote: line,
    greeted: line,
  }),
  messages: z.strictObject({
    apiErrors: z.strictObject({
      contentType: line,
      malformedJson: line,
      tooLarge: line,
      rateLimited: line,
      notFound: line,
      methodNotAllowed: line,
    }),
    aiErrors: z.strictObject({ aiService: line, invalidFormat: line, emptyReply: line, connection: line }),
  }),
});

export type CorpusDocument = z.infer<typeof corpusDocumentSchema>;
export type AssistantKnowledge = z.infer<typeof assistantKnowledgeSchema>;
export type ChatMessages = AssistantKnowledge["messages"];

/** Checks knowledge read from a file or a bundle; a wrong shape stops the start naming the field. */
export function parseAssistantKnowledge(json: unknown, source: string): AssistantKnowledge {
  const result = assistantKnowledgeSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${source} is not the assistant's knowledge (rebuild the site):\n${problems.join("\n")}`);
  }
  return result.data;
}
