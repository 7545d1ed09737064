/**
 * What zod's JSON Schema cannot say about a text, added to its node while `z.toJSONSchema` writes it (its
 * `override`). The one place that reads zod's internals (`_zod.def`): JSON Schema has no keyword for these.
 * - A check's own message ("digits only, with the country code: …"): the node gets `errorMessage` (named
 *   after ajv-errors' keyword) with the message of the length check behind `maxLength`, and of each pattern
 *   by its source.
 * - A regular expression's flags: `pattern` has none, so zod writes `/abc/i` as `abc`; such a pattern is
 *   taken out (the build still checks it) rather than checked without its flags.
 * - Whether a date-time may be written without a zone: zod leaves `format: "date-time"` out for
 *   `z.iso.datetime({ local: true })` (the keyword would refuse it); the node gets it back with `localTime`.
 */
import type { z } from "zod";

/** The keywords added here. */
export interface GapKeywords {
  errorMessage?: { maxLength?: string; pattern?: Readonly<Record<string, string>> };
  localTime?: boolean;
}

type Node = z.core.JSONSchema.BaseSchema & GapKeywords;
interface CheckDef {
  check?: string;
  format?: string;
  maximum?: number;
  pattern?: RegExp;
  error?: (issue: object) => unknown;
}
interface StringDef extends CheckDef {
  type: string;
  local?: boolean;
  checks?: ReadonlyArray<{ _zod: { def: CheckDef } }>;
}

const customMessage = (check: CheckDef) => {
  const message = check.error?.({});
  return typeof message === "string" ? message : undefined;
};

/** For `z.toJSONSchema`'s `override`: called once per zod schema, after its node is written. */
export function fillJsonSchemaGaps({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: unknown;
  jsonSchema: Node;
}): void {
  const def = (zodSchema as { _zod: { def: StringDef } })._zod.def;
  if (def.type !== "string") return;
  if (def.format === "datetime") {
    jsonSchema.format = "date-time";
    jsonSchema.localTime = Boolean(def.local);
  }
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const maxLength = checks.find(
    (check) => check.check === "max_length" && check.maximum === jsonSchema.maxLength && customMessage(check),
  );
  const patterns: Record<string, string> = {};
  const flagged = new Set<string>();
  for (const check of checks) {
    if (check.check !== "string_format" || check.format !== "regex" || !check.pattern) continue;
    if (check.pattern.flags) flagged.add(check.pattern.source);
    const message = customMessage(check);
    if (message) patterns[check.pattern.source] = message;
  }
  if (maxLength || Object.keys(patterns).length)
    jsonSchema.errorMessage = {
      ...(maxLength ? { maxLength: customMessage(maxLength) } : {}),
      ...(Object.keys(patterns).length ? { pattern: patterns } : {}),
    };
  if (jsonSchema.pattern !== undefined && flagged.has(jsonSchema.pattern)) delete jsonSchema.pattern;
  if (jsonSchema.allOf) {
    jsonSchema.allOf = jsonSchema.allOf.filter(
      (part) => part.pattern === undefined || !flagged.has(part.pattern),
    );
    if (!jsonSchema.allOf.length) delete jsonSchema.allOf;
  }
}
