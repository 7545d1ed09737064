/** The words the editor shows for fields and entries, made from the schemas' keys. */
import type { DecapField } from "./field.ts";

/** The fields an entry or a list's item is known by, in order of preference. */
export const ID_FIELDS = ["title", "name", "label", "question"];

/** "whatsappNumber" → "Whatsapp number"; "seo" → "Search results". */
export function labelOf(key: string): string {
  const special: Record<string, string> = { seo: "Search results", cta: "Button", url: "Address", id: "Id" };
  if (special[key]) return special[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Categories" → "Category", "Links" → "Link" ("Address" stays). */
export const singular = (label: string) => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "");

/** What a collapsed list item shows: its name-like field, or its first line of text. */
export function summaryOf(fields: readonly DecapField[]): string | undefined {
  const named =
    fields.find((field) => ID_FIELDS.includes(field.name) && ["string", "text"].includes(field.widget)) ??
    fields.find((field) => field.widget === "string");
  return named ? `{{fields.${named.name}}}` : undefined;
}
