/** Reading JSON Schema nodes (#scripts/content-editor/json-schema.ts) the way the field makers need. */
import type { JsonSchemaNode } from "#scripts/content-editor/json-schema.ts";

const isNull = (node: JsonSchemaNode) => node.type === "null";

/**
 * A nullable value's node without its `null` (zod writes `type: ["string", "null"]`, or `anyOf` with a
 * `{ type: "null" }` branch): the editor shows it as an optional field.
 */
export function withoutNull(node: JsonSchemaNode): { node: JsonSchemaNode; nullable: boolean } {
  if (Array.isArray(node.type) && node.type.includes("null")) {
    const types = node.type.filter((type) => type !== "null");
    return { node: { ...node, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  if (node.anyOf?.some(isNull)) {
    const { anyOf, ...outer } = node;
    const branches = anyOf.filter((branch) => !isNull(branch));
    return {
      node: branches.length === 1 ? { ...branches[0], ...outer } : { ...outer, anyOf: branches },
      nullable: true,
    };
  }
  return { node, nullable: false };
}

/** A node's child nodes: an object's properties and other keys', a list's items, a union's branches. */
export function childrenOf(node: JsonSchemaNode): JsonSchemaNode[] {
  const nodes = (value: unknown) => (value && typeof value === "object" ? [value as JsonSchemaNode] : []);
  return [
    ...Object.values(node.properties ?? {}),
    ...nodes(node.additionalProperties),
    ...nodes(node.items),
    ...(node.prefixItems ?? []),
    ...(node.anyOf ?? []),
  ];
}
