/**
 * A list (a zod array or tuple): a select of several values for a list of fixed values, else Decap's list
 * widget, with a field for each property of an object item or one field for any other item.
 */
import type { FieldBasics, fieldFor, WidgetSettings } from "./field.ts";
import { labelOf, singular, summaryOf } from "./labels.ts";
import { propertyFields } from "./object-widget.ts";
import { samplesInLists } from "./samples.ts";
import { withoutNull } from "./schema-node.ts";

const lengthHint = ({ min, max }: { min?: number; max?: number }) =>
  max === undefined ? `At least ${min}.` : min === max ? `Exactly ${min}.` : `${min ?? 0} to ${max}.`;

export function listWidget(
  { key, node, required, defaultValue, context }: FieldBasics,
  fieldOf: typeof fieldFor,
): WidgetSettings | undefined {
  const tuple = node.prefixItems;
  const element = tuple ? tuple[0] : typeof node.items === "object" ? node.items : undefined;
  if (!element) return undefined;
  const lengths = tuple
    ? { min: tuple.length, max: tuple.length }
    : { min: node.minItems, max: node.maxItems };
  const limits = {
    ...(lengths.min ? { min: lengths.min } : {}),
    ...(lengths.max !== undefined ? { max: lengths.max } : {}),
  };
  const hints = lengths.min || lengths.max !== undefined ? [lengthHint(lengths)] : [];
  // A list that may be empty starts empty (Decap would otherwise write nothing, or one empty item).
  const listRequired = required && (lengths.min ?? 0) > 0;
  const requirement = { required: listRequired, ...(listRequired ? {} : { default: defaultValue ?? [] }) };
  const item = withoutNull(element).node;
  if (item.enum)
    return {
      widget: "select",
      multiple: true,
      options: item.enum.map(String),
      ...requirement,
      ...limits,
      hints,
    };
  const itemContext = { ...context, samples: samplesInLists(context.samples), path: `${context.path}[]` };
  if (item.type === "object" && item.properties) {
    const fields = propertyFields(item, itemContext, fieldOf);
    return {
      widget: "list",
      fields,
      summary: summaryOf(fields),
      collapsed: true,
      ...requirement,
      ...limits,
      hints,
    };
  }
  const itemField = fieldOf("item", element, false, { ...itemContext, relaxed: false });
  return {
    widget: "list",
    field: { ...itemField, label: singular(labelOf(key)) },
    ...requirement,
    ...limits,
    hints,
  };
}
