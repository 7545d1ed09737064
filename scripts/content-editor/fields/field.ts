/**
 * The Decap field for one value of an entry, from its JSON Schema node (#scripts/content-editor/json-schema.ts):
 * what every field has (name, label, required, default, the description as its hint, whether each language has
 * its own), and the widget the node asks for, made by the file of that widget kind.
 */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";
import { choicesOf } from "./choice-widget.ts";
import { languagesOf } from "./copy.ts";
import { dateWidget } from "./date-widget.ts";
import { labelOf } from "./labels.ts";
import { listWidget } from "./list-widget.ts";
import { numberWidget } from "./number-widget.ts";
import { objectWidget } from "./object-widget.ts";
import { referenceWidget } from "./reference-widget.ts";
import { withoutNull } from "./schema-node.ts";
import { textWidget } from "./text-widget.ts";

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

export interface FieldContext {
  /** Inside an optional object: the editor cannot require anything there (the build still does). */
  relaxed: boolean;
  /** The values at this path in the current entries (long ones get a text area). */
  samples: readonly unknown[];
  /** Dotted path, for the list of fields the editor cannot show. */
  path: string;
  unsupported: string[];
  /** Folder collections by name, with the field their entries are known by (relations point only at them). */
  folderCollections: ReadonlyMap<string, string>;
}

/** What a widget's maker gets: the node without `null`, and what the field around it already decided. */
export interface FieldBasics {
  key: string;
  node: JsonSchemaNode;
  optional: boolean;
  required: boolean;
  defaultValue?: unknown;
  context: FieldContext;
}

/** A widget's own settings; its `hints` follow the description in the field's hint. */
export type WidgetSettings = Record<string, unknown> & { widget: string; hints?: string[] };

/** The field for `key`; `optional` when its object does not require it. */
export function fieldFor(
  key: string,
  property: JsonSchemaNode,
  optional: boolean,
  context: FieldContext,
): DecapField {
  const { node, nullable } = withoutNull(property);
  const basics: FieldBasics = {
    key,
    node,
    optional: optional || nullable,
    required: !optional && !nullable && !context.relaxed,
    // A copy: the same default in two places would be written once and referred to in the YAML.
    ...(node.default !== undefined ? { defaultValue: structuredClone(node.default) } : {}),
    context,
  };
  const base = {
    name: key,
    label: labelOf(key),
    required: basics.required,
    ...(basics.defaultValue !== undefined ? { default: basics.defaultValue } : {}),
  };
  const { hints = [], ...settings } = widgetFor(basics);
  const i18n = languagesOf(property);
  // Decap takes only a boolean on an object or a list (its fields carry their own setting).
  const container = settings.widget === "object" || settings.widget === "list";
  const field: DecapField = { ...base, ...settings, i18n: container ? i18n === true : i18n };
  const hint = [...(node.description ? [node.description] : []), ...hints];
  if (hint.length) field.hint = hint.join(" ");
  return field;
}

function widgetFor(basics: FieldBasics): WidgetSettings {
  const { node } = basics;
  const reference = referenceWidget(basics);
  if (reference) return reference;
  const options = choicesOf(node);
  if (options) return { widget: "select", options };
  switch (node.type) {
    case "string":
      return dateWidget(node) ?? textWidget(basics);
    case "number":
    case "integer":
      return numberWidget(node);
    case "boolean":
      return { widget: "boolean", default: basics.defaultValue ?? false };
    case "object":
      if (node.properties) return objectWidget(basics, fieldFor);
      return unsupported(basics, "record");
    case "array":
      return listWidget(basics, fieldFor) ?? unsupported(basics, "array");
  }
  return unsupported(basics, unsupportedKind(node));
}

const unsupportedKind = (node: JsonSchemaNode) =>
  node.notRepresentable ??
  (node.$ref ? "a recursive or named schema" : node.anyOf ? "union" : String(node.type ?? "any value"));

function unsupported({ context }: FieldBasics, kind: string): WidgetSettings {
  context.unsupported.push(`${context.path} (${kind})`);
  return { widget: "hidden", hints: ["Edit this field in the file."] };
}
