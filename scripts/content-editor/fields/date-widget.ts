/** A date (`z.iso.date()`) or a date and time (`z.iso.datetime()`): Decap's datetime, written as the schema reads it. */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";
import type { WidgetSettings } from "./field.ts";

export function dateWidget(node: JsonSchemaNode): WidgetSettings | undefined {
  if (node.format === "date-time")
    return {
      widget: "datetime",
      // A local time is written without a zone; otherwise in UTC with its Z.
      format: node.localTime ? "YYYY-MM-DDTHH:mm:ss" : "YYYY-MM-DDTHH:mm:ss[Z]",
      date_format: "YYYY-MM-DD",
      time_format: "HH:mm",
      picker_utc: true,
    };
  if (node.format === "date")
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    };
  return undefined;
}
