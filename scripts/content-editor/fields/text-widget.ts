/**
 * A text: Decap's string (one line) or text (a text area), with every check of the schema folded into the one
 * pattern and message Decap takes: an email or web address, a length (counted as the page shows it where the
 * schema says so), the schema's own patterns, the words in braces it may use and must contain.
 */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";
import { SITE_VARIABLES } from "#src/content/schemas/parts.ts";
import type { FieldBasics, WidgetSettings } from "./field.ts";

/** A text longer than this in any entry, or allowed to be, is edited in a text area. */
const LONG_TEXT = 60;
const SITE_WORDS = new Set<string>(SITE_VARIABLES);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const braced = (words: readonly string[], separator: string) =>
  words.map((word) => `{${word}}`).join(separator);

export function textWidget({ node, context }: FieldBasics): WidgetSettings {
  const rules = textRules(node);
  const longest = Math.max(
    0,
    ...context.samples.map((value) => (typeof value === "string" ? value.length : 0)),
  );
  const long =
    longest > LONG_TEXT ||
    context.samples.some((value) => typeof value === "string" && value.includes("\n")) ||
    (rules.maxLength !== undefined && rules.maxLength > 200);
  return {
    widget: long ? "text" : "string",
    ...(rules.pattern ? { pattern: rules.pattern } : {}),
    hints: rules.hints,
  };
}

/** The node's own patterns, with their messages. zod writes a format's own pattern first (an email's). */
function patternsOf(node: JsonSchemaNode): Array<{ source: string; message: string }> {
  const sources = [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)].filter(
    (source) => source !== undefined,
  );
  const own = node.format === "email" ? sources.slice(1) : sources;
  return own.map((source) => ({
    source,
    message: node.errorMessage?.pattern?.[source] ?? `must match ${source}`,
  }));
}

/** One pattern for Decap (one regular expression and one message) from every check of a text. */
function textRules(node: JsonSchemaNode): {
  pattern?: [string, string];
  hints: string[];
  maxLength?: number;
} {
  const conditions: string[] = [];
  const messages: string[] = [];
  const hints: string[] = [];
  let maxLength: number | undefined;
  if (node.format === "email") {
    conditions.push("(?=[^\\s@]+@[^\\s@]+\\.[^\\s@]+$)");
    messages.push("an email address such as hello@example.com");
  } else if (node.format === "uri") {
    conditions.push("(?=https://\\S+$)");
    messages.push("a full address starting with https://");
  }
  const min = node.minLength ?? 0;
  const max = node.maxLength;
  if (node.errorMessage?.maxLength) messages.push(node.errorMessage.maxLength);
  for (const { source, message } of patternsOf(node)) {
    conditions.push(source.startsWith("^") ? `(?=${source})` : `(?=[\\s\\S]*?(?:${source}))`);
    messages.push(message);
  }
  if (min > 1 || max !== undefined) {
    conditions.push(`(?=[\\s\\S]{${min},${max ?? ""}}$)`);
    const rule =
      max === undefined ? `at least ${min} characters` : `${min > 1 ? `${min}–` : "up to "}${max} characters`;
    hints.push(`${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`);
    if (!messages.some((message) => /\d/.test(message))) messages.push(rule);
    maxLength = max;
  }
  if (node.shownLength) {
    const { min: shortest, max: longest } = node.shownLength;
    // Braces do not count: `{siteName}` is measured as "siteName" (the build measures the same way).
    conditions.push(`(?=[{}]*(?:[^{}][{}]*){${shortest},${longest}}$)`);
    messages.push(`${shortest}–${longest} characters`);
    hints.push(`${shortest}–${longest} characters.`);
    maxLength = longest;
  }
  if (node.placeholders) {
    const { known, required } = node.placeholders;
    conditions.push(`(?![\\s\\S]*\\{(?!(?:${known.map(escapeRegex).join("|")})\\})[a-zA-Z]+\\})`);
    for (const word of required) conditions.push(`(?=[\\s\\S]*\\{${escapeRegex(word)}\\})`);
    if (required.length) {
      messages.push(`must contain ${braced(required, " and ")}`);
      hints.push(`Must contain ${braced(required, " and ")}.`);
    }
    const own = known.filter((word) => !SITE_WORDS.has(word));
    if (own.length > required.length)
      hints.push(
        `May also use ${braced(
          own.filter((word) => !required.includes(word)),
          ", ",
        )}.`,
      );
    messages.push(`words in braces: ${braced(known, ", ")}`);
  }
  if (!conditions.length) return { hints, maxLength };
  return {
    pattern: [`^${conditions.join("")}[\\s\\S]*$`, [...new Set(messages)].join("; ")],
    hints,
    maxLength,
  };
}
