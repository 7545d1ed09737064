/** A choice of fixed values (a zod enum or literal, or a union of them): Decap's select, with the values as text. */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";

const valuesOf = (node: JsonSchemaNode): unknown[] | undefined =>
  node.enum ?? ("const" in node ? [node.const] : undefined);

/** The options of a node that allows only fixed values; undefined for any other node. */
export function choicesOf(node: JsonSchemaNode): string[] | undefined {
  const values = node.anyOf ? node.anyOf.map(valuesOf) : [valuesOf(node)];
  if (values.some((branch) => branch === undefined)) return undefined;
  return values.flatMap((branch) => branch!.map(String));
}
