/**
 * Whether each language has its own value of a field (Decap's `i18n`), from the schema's marks (schemas/parts.ts
 * `EditorMeta`): copy and phrase lists, and anything holding copy or site paths, are edited per language; a
 * site path itself and every other value (ids, numbers, images, references, options) only in English, the
 * same in every language. src/content/translations.ts reads the files by the same marks.
 */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";
import { childrenOf } from "./schema-node.ts";

const isCopy = (node: JsonSchemaNode) => Boolean(node.translate || node.phrases);

const holdsCopyOrPaths = (node: JsonSchemaNode): boolean =>
  isCopy(node) || Boolean(node.sitePath) || childrenOf(node).some(holdsCopyOrPaths);

export function languagesOf(node: JsonSchemaNode): true | "none" {
  if (node.sitePath && !isCopy(node)) return "none";
  return holdsCopyOrPaths(node) ? true : "none";
}
