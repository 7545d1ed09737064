import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";

/**
 * What the AI model answers from: the system prompt (who it is, its rules, the facts every answer may need)
 * followed by the passages the keyless assistant found for the question and the conversation, never the
 * whole corpus.
 */
export function groundedPrompt(systemPrompt: string, passages: readonly CorpusDocument[]): string {
  const lines = passages.map((doc) => `- ${[doc.answer, ...doc.facts].join(" ").replace(/\s*\n\s*/g, "; ")}`);
  return [systemPrompt, ...lines].join("\n");
}

/** Numbers in a text ("Rs.3,000.00" → "3000.00", "24", "50%" → "50"), compared without their separators. */
const figuresOf = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((figure) => figure.replace(/,/g, ""));

/**
 * Whether a reply states a price or a figure none of its sources states: then the keyless answer is given
 * instead. The sources are the prompt (with its passages) and what the visitor wrote.
 */
export function inventsFigures(reply: string, sources: readonly string[]): boolean {
  const known = new Set(sources.flatMap(figuresOf));
  return figuresOf(reply).some((figure) => !known.has(figure));
}
