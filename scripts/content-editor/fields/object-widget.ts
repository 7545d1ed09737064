/** A group of values (a zod object): Decap's object widget, a field for each property. */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";
import type { DecapField, FieldBasics, FieldContext, fieldFor, WidgetSettings } from "./field.ts";
import { samplesAt } from "./samples.ts";

/** The fields of an object's properties, in the schema's order. */
export function propertyFields(
  node: JsonSchemaNode,
  context: FieldContext,
  fieldOf: typeof fieldFor,
): DecapField[] {
  const required = node.required ?? [];
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, !required.includes(name), {
      ...context,
      samples: samplesAt(context.samples, name),
      path: `${context.path}.${name}`,
    }),
  );
}

export function objectWidget(
  { node, optional, context }: FieldBasics,
  fieldOf: typeof fieldFor,
): WidgetSettings {
  // Inside an optional object nothing can be required: the build checks it is complete or absent.
  const fields = propertyFields(node, { ...context, relaxed: context.relaxed || optional }, fieldOf);
  return {
    widget: "object",
    collapsed: false,
    fields,
    hints: optional && !context.relaxed ? ["Optional: fill in all of it, or none."] : [],
  };
}
