/**
 * Values that point at something else, marked by the editor's helpers (#scripts/content-editor/json-schema.ts):
 * a photo file beside the entry (Decap's image widget) and an entry of another collection (a relation, by file
 * name).
 */
import type { FieldBasics, WidgetSettings } from "./field.ts";

export function referenceWidget({ node, context }: FieldBasics): WidgetSettings | undefined {
  if (node.imageFile) return { widget: "image", choose_url: false };
  const target = node.referenceTo;
  if (target === undefined) return undefined;
  const idField = context.folderCollections.get(target);
  if (!idField) {
    context.unsupported.push(`${context.path} (refers to ${target}, which is not a folder collection)`);
    return { widget: "string", hints: [`The id (file name) of an entry in ${target}.`] };
  }
  return {
    widget: "relation",
    collection: target,
    value_field: "{{slug}}",
    search_fields: [idField],
    display_fields: [idField],
  };
}
