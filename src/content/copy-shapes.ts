/** Where each collection's entries hold copy and site paths, from its schema (translations.ts `textShape`). */
import { z } from "zod";
import { type CollectionName, collectionSchemas } from "./collections.ts";
import { type TextShape, textShape } from "./translations.ts";

/** Stand-ins for the loader's helpers: which values are copy does not depend on them. */
const shapeHelpers = { image: () => z.string(), reference: () => z.string() };
const shapes = new Map<CollectionName, TextShape | null>();

export function shapeOf(name: CollectionName): TextShape | null {
  if (!shapes.has(name))
    shapes.set(
      name,
      textShape((collectionSchemas[name] as (h: typeof shapeHelpers) => z.ZodType)(shapeHelpers)),
    );
  return shapes.get(name)!;
}
