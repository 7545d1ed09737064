// Longer than a screen because it is the table of every schema shape and the editor field it becomes.
import { describe, expect, it } from "vitest";
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";
import { type DecapField, type FieldContext, fieldFor } from "./field.ts";

/** The field for one JSON Schema node, as a property `key` of an object that requires it (or not). */
function field(
  node: JsonSchemaNode,
  options: Partial<FieldContext> & { optional?: boolean; key?: string } = {},
) {
  const { optional = false, key = "value", ...context } = options;
  const unsupported: string[] = [];
  const made = fieldFor(key, node, optional, {
    relaxed: false,
    samples: [],
    path: `entry.${key}`,
    unsupported,
    folderCollections: new Map([["team", "name"]]),
    ...context,
  });
  return { field: made, unsupported };
}
const only = (node: JsonSchemaNode, options?: Parameters<typeof field>[1]) => field(node, options).field;
const accepts = (made: DecapField, value: string) =>
  new RegExp((made.pattern as [string, string])[0]).test(value);

const COPY = { type: "string", minLength: 1, translate: true } as const;

describe("a field from a JSON Schema node", () => {
  it("names, requires and explains every field the same way", () => {
    expect(
      only({ type: "string", description: "Shown under the title." }, { key: "whatsappNumber" }),
    ).toEqual({
      name: "whatsappNumber",
      label: "Whatsapp number",
      required: true,
      widget: "string",
      i18n: "none",
      hint: "Shown under the title.",
    });
    expect(only({ type: "string" }, { optional: true }).required).toBe(false);
    expect(only({ type: "string" }, { relaxed: true }).required).toBe(false);
    // A nullable value is optional, in either of zod's spellings.
    expect(only({ type: ["string", "null"] })).toMatchObject({ widget: "string", required: false });
    expect(only({ anyOf: [{ type: "number" }, { type: "null" }], description: "Or empty." })).toMatchObject({
      widget: "number",
      required: false,
      hint: "Or empty.",
    });
  });

  it("edits copy per language, a site path and every other value in English only", () => {
    expect(only(COPY).i18n).toBe(true);
    expect(only({ type: "array", items: { type: "string" }, phrases: true }).i18n).toBe(true);
    expect(only({ type: "string", sitePath: true }).i18n).toBe("none");
    expect(only({ type: "integer" }).i18n).toBe("none");
    const link: JsonSchemaNode = {
      type: "object",
      properties: { label: COPY, to: { type: "string", sitePath: true } },
      required: ["label", "to"],
    };
    expect(only(link)).toMatchObject({ widget: "object", i18n: true });
    // A container of site paths only is still written per language (its paths lead to each language's pages).
    expect(only({ type: "array", items: { type: "string", sitePath: true } }).i18n).toBe(true);
    expect(only({ type: "object", properties: { n: { type: "number" } } }).i18n).toBe(false);
  });

  it("makes a text a line, or a text area when it is long in an entry or may be", () => {
    expect(only({ type: "string" }).widget).toBe("string");
    expect(only({ type: "string" }, { samples: ["x".repeat(61)] }).widget).toBe("text");
    expect(only({ type: "string" }, { samples: ["two\nlines"] }).widget).toBe("text");
    expect(only({ type: "string", maxLength: 201 }).widget).toBe("text");
    expect(only({ type: "string", maxLength: 200 }).widget).toBe("string");
  });

  it("folds a text's checks into one pattern, with the schema's own messages", () => {
    const digits = only({
      type: "string",
      pattern: "^\\d{8,15}$",
      errorMessage: { pattern: { "^\\d{8,15}$": "digits only" } },
    });
    expect(digits.pattern).toEqual(["^(?=^\\d{8,15}$)[\\s\\S]*$", "digits only"]);
    expect(only({ type: "string", pattern: "[a-z]" }).pattern).toEqual([
      "^(?=[\\s\\S]*?(?:[a-z]))[\\s\\S]*$",
      "must match [a-z]",
    ]);
    const bio = only({ type: "string", maxLength: 280, errorMessage: { maxLength: "keep it short" } });
    expect(bio).toMatchObject({ hint: "Up to 280 characters.", widget: "text" });
    // The rule in words follows, unless the schema's message already names a number.
    expect((bio.pattern as string[])[1]).toBe("keep it short; up to 280 characters");
    const tagline = only({
      type: "string",
      maxLength: 24,
      errorMessage: { maxLength: "at most 24: it wraps" },
    });
    expect((tagline.pattern as string[])[1]).toBe("at most 24: it wraps");
    expect(accepts(bio, "x".repeat(280))).toBe(true);
    expect(accepts(bio, "x".repeat(281))).toBe(false);
    const code = only({ type: "string", minLength: 2, maxLength: 2 });
    expect(code).toMatchObject({
      pattern: ["^(?=[\\s\\S]{2,2}$)[\\s\\S]*$", "2–2 characters"],
      hint: "2–2 characters.",
    });
    // zod's own pattern for an email is not the schema's: the editor checks an address its own simple way.
    const email = only({ type: "string", format: "email", pattern: "^zod's-email$" });
    expect(email.pattern).toEqual([
      "^(?=[^\\s@]+@[^\\s@]+\\.[^\\s@]+$)[\\s\\S]*$",
      "an email address such as hello@example.com",
    ]);
    expect(accepts(only({ type: "string", format: "uri" }), "http://example.com")).toBe(false);
  });

  it("measures a text as the page shows it, and checks its words in braces", () => {
    const title = only({
      ...COPY,
      shownLength: { min: 10, max: 60 },
      placeholders: { known: ["siteName"], required: [] },
    });
    expect(accepts(title, `${"x".repeat(50)} {siteName}`)).toBe(true);
    expect(accepts(title, "x".repeat(61))).toBe(false);
    expect(title.hint).toBe("10–60 characters.");
    const message = only({
      ...COPY,
      placeholders: { known: ["siteName", "package", "service"], required: ["service"] },
    });
    expect(accepts(message, "{package} of {service} by {siteName}")).toBe(true);
    expect(accepts(message, "{package} by {siteName}")).toBe(false);
    expect(accepts(message, "{service} and {sitename}")).toBe(false);
    expect(message.hint).toBe("Must contain {service}. May also use {package}.");
    expect((message.pattern as string[])[1]).toBe(
      "must contain {service}; words in braces: {siteName}, {package}, {service}",
    );
  });

  it("makes fixed values a select: an enum, a literal, a union of them", () => {
    expect(only({ type: "string", enum: ["privacy", "terms"] })).toMatchObject({
      widget: "select",
      options: ["privacy", "terms"],
    });
    expect(only({ type: "number", const: 3 })).toMatchObject({ widget: "select", options: ["3"] });
    expect(only({ anyOf: [{ const: "a" }, { type: "string", enum: ["b", "c"] }] }).options).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("makes numbers whole or not, with inclusive limits", () => {
    expect(only({ type: "integer", exclusiveMinimum: 0, maximum: 9 })).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 9,
    });
    expect(only({ type: "number", exclusiveMinimum: 0 })).toMatchObject({ value_type: "float", min: 1 });
    expect(only({ type: "number", minimum: 0.5, exclusiveMaximum: 10 })).toMatchObject({ min: 0.5, max: 9 });
    // The safe-integer range zod gives every whole number is no limit of the schema's.
    const year = only({ type: "integer", minimum: 1900, maximum: Number.MAX_SAFE_INTEGER });
    expect(year).toMatchObject({ min: 1900 });
    expect(year).not.toHaveProperty("max");
  });

  it("gives each field its own copy of a default (the YAML would otherwise refer from one to another)", () => {
    const shared: JsonSchemaNode = { type: "array", items: COPY, default: ["a"] };
    const [first, second] = [only(shared), only(shared)];
    expect(first.default).toEqual(["a"]);
    expect(first.default).not.toBe(second.default);
    expect(first.default).not.toBe(shared.default);
  });

  it("makes booleans unticked unless the schema says otherwise", () => {
    expect(only({ type: "boolean" })).toMatchObject({ widget: "boolean", default: false });
    expect(only({ type: "boolean", default: true }, { optional: true })).toMatchObject({
      default: true,
      required: false,
    });
  });

  it("writes a date, and a date and time with its zone unless it is a local time", () => {
    expect(only({ type: "string", format: "date" })).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(only({ type: "string", format: "date-time", localTime: true })).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DDTHH:mm:ss",
      time_format: "HH:mm",
    });
    expect(only({ type: "string", format: "date-time" }).format).toBe("YYYY-MM-DDTHH:mm:ss[Z]");
  });

  it("makes an image a photo beside the entry, a reference a relation to a folder collection", () => {
    expect(only({ type: "string", imageFile: true }, { optional: true })).toMatchObject({
      widget: "image",
      choose_url: false,
      required: false,
      i18n: "none",
    });
    expect(only({ type: "string", referenceTo: "team" })).toMatchObject({
      widget: "relation",
      collection: "team",
      value_field: "{{slug}}",
      search_fields: ["name"],
      display_fields: ["name"],
    });
    const single = field({ type: "string", referenceTo: "about" });
    expect(single.field).toMatchObject({
      widget: "string",
      hint: "The id (file name) of an entry in about.",
    });
    expect(single.unsupported).toEqual(["entry.value (refers to about, which is not a folder collection)"]);
  });

  it("makes an object a group of fields; inside an optional one nothing is required", () => {
    const box: JsonSchemaNode = {
      type: "object",
      properties: { a: COPY, b: { type: "number" } },
      required: ["a", "b"],
    };
    expect(only(box)).toMatchObject({
      widget: "object",
      collapsed: false,
      required: true,
      fields: [
        { name: "a", required: true },
        { name: "b", required: true },
      ],
    });
    const optional = only(box, { optional: true });
    expect(optional.hint).toBe("Optional: fill in all of it, or none.");
    expect((optional.fields as DecapField[]).map((inner) => inner.required)).toEqual([false, false]);
    // The samples follow the fields down: a long text inside the object gets a text area.
    const sampled = only(box, { samples: [{ a: "x".repeat(70) }] });
    expect((sampled.fields as DecapField[])[0]!.widget).toBe("text");
  });

  it("makes a list: a select of several fixed values, items of fields, or one field an item", () => {
    expect(
      only({ type: "array", items: { type: "string", enum: ["Mon", "Tue"] }, minItems: 1 }),
    ).toMatchObject({
      widget: "select",
      multiple: true,
      options: ["Mon", "Tue"],
      required: true,
      min: 1,
      hint: "At least 1.",
    });
    const stats = only(
      {
        type: "array",
        items: { type: "object", properties: { number: COPY, label: COPY }, required: ["number", "label"] },
        minItems: 1,
        maxItems: 4,
      },
      { key: "stats" },
    );
    expect(stats).toMatchObject({
      widget: "list",
      summary: "{{fields.label}}",
      collapsed: true,
      required: true,
      min: 1,
      max: 4,
      hint: "1 to 4.",
      i18n: true,
    });
    // A list that may be empty is not required and starts empty; its item is required.
    expect(
      only({ type: "array", items: COPY, default: [] }, { key: "categories", optional: true }),
    ).toMatchObject({
      widget: "list",
      field: { name: "item", label: "Category", widget: "string", required: true },
      required: false,
      default: [],
    });
    // Inside an optional object the list need not be there, but an item it has must be filled in.
    expect(only({ type: "array", items: COPY, minItems: 1 }, { relaxed: true })).toMatchObject({
      required: false,
      default: [],
      field: { required: true },
    });
    expect(only({ type: "array", prefixItems: [COPY, COPY], minItems: 2, maxItems: 2 })).toMatchObject({
      widget: "list",
      min: 2,
      max: 2,
      hint: "Exactly 2.",
    });
  });

  it("hides what the editor cannot show, and lists it", () => {
    const record = field({ type: "object", additionalProperties: { type: "string" } });
    expect(record.field).toMatchObject({ widget: "hidden", hint: "Edit this field in the file." });
    expect(record.unsupported).toEqual(["entry.value (record)"]);
    expect(field({ notRepresentable: "Date cannot be represented in JSON Schema" }).unsupported).toEqual([
      "entry.value (Date cannot be represented in JSON Schema)",
    ]);
    expect(field({ anyOf: [{ type: "string" }, { type: "number" }] }).unsupported).toEqual([
      "entry.value (union)",
    ]);
  });
});
