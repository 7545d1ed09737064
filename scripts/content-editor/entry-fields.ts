/**
 * The fields of a collection's entries: one for each property of its schema, the text of a Markdown file, and
 * each translation's reviewed flag; and the field an entry is known by.
 */
import type { DecapField, FieldContext } from "./fields/field.ts";
import { fieldFor } from "./fields/field.ts";
import { ID_FIELDS } from "./fields/labels.ts";
import { propertyFields } from "./fields/object-widget.ts";
import type { JsonSchemaNode } from "./json-schema.ts";

/** The fields of the schema's properties. */
export function schemaFields(
  name: string,
  schema: JsonSchemaNode,
  context: Omit<FieldContext, "relaxed" | "path">,
): DecapField[] {
  if (schema.type !== "object" || !schema.properties)
    throw new Error(`The schema of ${name} is not an object: the editor cannot show it.`);
  return propertyFields(schema, { ...context, relaxed: false, path: name }, fieldFor);
}

/** A Markdown file's text (after its front matter). */
export const markdownBody = (): DecapField => ({
  name: "body",
  label: "Text",
  widget: "markdown",
  required: true,
  i18n: true,
  hint: "Markdown: a line starting with ## is a section heading.",
});

/**
 * Each translation's flag for the staff: ticked once a native speaker has read it. The English file may carry it
 * too (the editor shows the field in every language); the site ignores it there. One object, shared by every
 * collection (the YAML writes it once and refers to it).
 */
export const REVIEWED_FIELD: DecapField = {
  name: "reviewed",
  label: "Translation reviewed",
  widget: "boolean",
  required: false,
  default: false,
  i18n: true,
  hint: "Tick once a native speaker has read this translation. In English it means nothing.",
};

/** The field an entry's file name is made from, in a folder collection. */
export function identifierOf(fields: readonly DecapField[]): string {
  const candidates = fields.filter((field) => ["string", "text"].includes(field.widget) && field.required);
  return (
    ID_FIELDS.find((name) => candidates.some((field) => field.name === name)) ??
    candidates[0]?.name ??
    fields[0]!.name
  );
}
