/**
 * The content schemas as JSON Schema (zod's public `z.toJSONSchema`): the one form the editor's fields are made
 * from. The input side (`io: "input"`), what the staff write: a field with a default is optional, a transform
 * is read as the value it takes. Beside the standard keywords, a node carries the schema's metadata
 * (`.describe()` as `description`, `.meta()` as its own keys: `EditorMeta` in src/content/schemas/parts.ts),
 * the marks of the editor's helpers for images and references, and what JSON Schema cannot say
 * (./json-schema-gaps.ts).
 */
import { z } from "zod";
import type { EditorMeta } from "#src/content/schemas/parts.ts";
import { fillJsonSchemaGaps, type GapKeywords } from "./json-schema-gaps.ts";

/** What the editor's own `image()` and `reference()` helpers put in a schema's metadata. */
export interface EditorMarks {
  /** A photo file beside the entry. */
  imageFile?: true;
  /** The id (file name) of an entry of this collection. */
  referenceTo?: string;
}

/** A node of the JSON Schema, as far as the editor reads it. */
export interface JsonSchemaNode extends EditorMeta, EditorMarks, GapKeywords {
  type?: string | string[];
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: JsonSchemaNode | boolean;
  items?: JsonSchemaNode | boolean;
  prefixItems?: JsonSchemaNode[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  /** A zod type JSON Schema has no form for (a `Date`, a `Map`…): zod's words for it. */
  notRepresentable?: string;
}

/** The helpers a collection's schema is made with for the editor (schemas/parts.ts `SchemaContext`). */
export const editorSchemaHelpers = {
  image: () => z.string().meta({ imageFile: true } satisfies EditorMarks),
  reference: (collection: string) => z.string().meta({ referenceTo: collection } satisfies EditorMarks),
};

export function editorJsonSchema(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: ({ message }) => ({ notRepresentable: message }),
    override: fillJsonSchemaGaps,
  }) as JsonSchemaNode;
}
