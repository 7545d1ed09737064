/** A number: Decap's number widget, whole or not, with the schema's limits. */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";
import type { WidgetSettings } from "./field.ts";

export function numberWidget(node: JsonSchemaNode): WidgetSettings {
  const int = node.type === "integer";
  // zod gives every whole number the safe-integer range: no limit of the schema's own.
  const own = (limit: number | undefined) =>
    int && limit !== undefined && Math.abs(limit) === Number.MAX_SAFE_INTEGER ? undefined : limit;
  // Decap's limits are inclusive: above 0 is at least 1 (for a whole number, above n is at least n + 1).
  const min =
    node.exclusiveMinimum !== undefined
      ? node.exclusiveMinimum + (int || node.exclusiveMinimum === 0 ? 1 : 0)
      : own(node.minimum);
  const max = node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : own(node.maximum);
  return {
    widget: "number",
    value_type: int ? "int" : "float",
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}
