import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collectionSchemas } from "#src/content/collections.ts";
import { alt, picture, plural, seo, sitePath, template, text } from "#src/content/schemas/parts.ts";
import { editorJsonSchema, editorSchemaHelpers, type JsonSchemaNode } from "./json-schema.ts";

const propertiesOf = (schema: z.ZodType) => editorJsonSchema(schema).properties!;

describe("the schemas as JSON Schema: everything the editor's fields are made from", () => {
  it("carries descriptions and the schemas' marks (copy, site paths, words in braces, lengths as shown)", () => {
    const { title, description } = propertiesOf(seo()) as Record<string, JsonSchemaNode>;
    expect(title).toMatchObject({
      type: "string",
      minLength: 1,
      translate: true,
      shownLength: { min: 10, max: 60 },
      description: "The title in search results, the browser tab and share cards.",
    });
    expect(title!.placeholders?.known).toContain("siteName");
    expect(description!.shownLength).toEqual({ min: 70, max: 160 });
    expect(propertiesOf(z.strictObject({ to: sitePath() })).to).toMatchObject({ sitePath: true });
    const { other } = propertiesOf(plural());
    expect(other!.placeholders).toMatchObject({ required: ["count"] });
    // The description nearest the field wins, as zod's metadata does.
    const inner = z.string().describe("inner");
    expect(
      propertiesOf(z.strictObject({ a: inner.optional().describe("outer"), b: inner.optional() })),
    ).toEqual({
      a: { type: "string", description: "outer" },
      b: { type: "string", description: "inner" },
    });
  });

  it("reads the input side: a defaulted or optional value is not required, a transformed one is its input", () => {
    const schema = editorJsonSchema(
      z.strictObject({
        shown: z.boolean().default(false),
        notes: z.array(text()).default([]),
        photo: z.string().optional(),
        count: z.string().transform((value) => value.length),
        title: text(),
      }),
    );
    expect(schema.required).toEqual(["count", "title"]);
    expect(schema.properties).toMatchObject({
      shown: { type: "boolean", default: false },
      notes: { type: "array", default: [] },
      count: { type: "string" },
    });
  });

  it("marks the editor's images and references", () => {
    const { image, reference } = editorSchemaHelpers;
    const { portrait } = propertiesOf(z.strictObject({ portrait: picture(image) }));
    expect(portrait!.properties!.photo).toMatchObject({ type: "string", imageFile: true });
    expect(portrait!.required).toEqual(["alt"]);
    expect(propertiesOf(z.strictObject({ lead: reference("team") })).lead).toMatchObject({
      referenceTo: "team",
    });
  });

  it("adds what JSON Schema has no keyword for: the checks' own messages", () => {
    const { number, bio, plain } = propertiesOf(
      z.strictObject({
        number: z.string().regex(/^\d{8,15}$/, "digits only"),
        bio: text().max(280, "keep the bio short"),
        plain: z.string().max(9).regex(/^a/),
      }),
    );
    expect(number).toMatchObject({
      pattern: "^\\d{8,15}$",
      errorMessage: { pattern: { "^\\d{8,15}$": "digits only" } },
    });
    expect(bio).toMatchObject({ maxLength: 280, errorMessage: { maxLength: "keep the bio short" } });
    expect(plain).toEqual({ type: "string", maxLength: 9, pattern: "^a" });
    // A refined copy keeps its parent's marks and gets its own message.
    const { alt: described } = propertiesOf(z.strictObject({ alt: alt().min(1, "describe it") }));
    expect(described).toMatchObject({ minLength: 1, maxLength: 200, translate: true });
  });

  it("leaves out a pattern it would have to check without its flags, and keeps a local time's format", () => {
    const { flagged, both, local, zoned, day } = propertiesOf(
      z.strictObject({
        flagged: z.string().regex(/abc/i),
        both: z.string().regex(/^x/).regex(/y$/i, "ends in y"),
        local: z.iso.datetime({ local: true }),
        zoned: z.iso.datetime(),
        day: z.iso.date(),
      }),
    );
    expect(flagged).toEqual({ type: "string" });
    expect(both!.pattern ?? both!.allOf?.map((part) => part.pattern)).toEqual(["^x"]);
    expect(local).toMatchObject({ type: "string", format: "date-time", localTime: true });
    expect(zoned).toMatchObject({ format: "date-time", localTime: false });
    expect(day).toMatchObject({ format: "date" });
  });

  it("names what it cannot represent instead of stopping", () => {
    expect(propertiesOf(z.strictObject({ when: z.date() })).when).toEqual({
      notRepresentable: "Date cannot be represented in JSON Schema",
    });
  });

  it("represents every value of every collection's schema", () => {
    const unrepresentable: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (!node || typeof node !== "object") return;
      if ("notRepresentable" in node || "$ref" in node) unrepresentable.push(path);
      for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`);
    };
    for (const [name, schemaOf] of Object.entries(collectionSchemas))
      walk(
        editorJsonSchema((schemaOf as (h: typeof editorSchemaHelpers) => z.ZodType)(editorSchemaHelpers)),
        name,
      );
    expect(unrepresentable).toEqual([]);
  });

  it("keeps template() words: known ones, and the ones a message must contain", () => {
    const node = editorJsonSchema(template({ allowed: ["package"], required: ["service"] }));
    expect(node.placeholders).toEqual({
      known: [
        "siteName",
        "legalName",
        "assistantName",
        "responseHours",
        "foundedYear",
        "photographyArm",
        "package",
        "service",
      ],
      required: ["service"],
    });
  });
});
