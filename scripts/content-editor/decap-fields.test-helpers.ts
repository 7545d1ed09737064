/** Reading the generated fields in the editor's tests. */
import type { DecapField } from "./fields/field.ts";

/** The field at a dotted path ("images.hero.photo"; a list's single field is "item"). */
export const at = (fields: readonly DecapField[], path: string): DecapField => {
  const [head, ...rest] = path.split(".");
  const found = fields.find((field) => field.name === head);
  if (!found) throw new Error(`no field ${path}`);
  return rest.length
    ? at((found.fields as DecapField[]) ?? [found.field as DecapField], rest.join("."))
    : found;
};

export const messageOf = (field: DecapField) => (field.pattern as [string, string] | undefined)?.[1];

/** Whether Decap would accept the text (its pattern, as Decap runs it). */
export const accepts = (field: DecapField, value: string) => {
  const [pattern] = field.pattern as [string, string];
  return new RegExp(pattern).test(value);
};
