/**
 * How an entry reads in another language. A translation file (`home.si.yaml` beside `home.yaml`) holds the
 * entry's copy only, in the same shape: the schema says which values are copy (`translate` in its metadata:
 * every `text()`, SEO text and alt text) and which are site paths. Laid over the English entry:
 * - copy comes from the translation where it has it, and from the English where it does not (listed as
 *   missing, so the build can report it; the page still shows the English, never a blank);
 * - everything else (ids, numbers, images, references, options) is the English file's, whatever the
 *   translation says, so a stale value in a translation can never change what the site does;
 * - site paths lead to the same language's pages (`/services` → `/si/services`).
 * Node-loadable (relative imports): the pages, the build's report and the tests share it.
 */
import { z } from "zod";
import type { EditorMeta } from "./schemas/parts.ts";

/** Where in an entry the copy and the site paths are, read from its schema. */
export type TextShape =
  | { kind: "text" }
  | { kind: "path" }
  /** A list each language has its own of (schemas/parts.ts `phrases()`): the translation's replaces it. */
  | { kind: "phrases" }
  | { kind: "object"; fields: Readonly<Record<string, TextShape>> }
  /** A record: the same shape under every key the English file has (the packages page's badges). */
  | { kind: "map"; value: TextShape }
  | { kind: "list"; item: TextShape };

/** The shape of a field of an object or map node; null where the field holds no copy. */
const fieldShape = (node: TextShape, key: string): TextShape | null =>
  node.kind === "map" ? node.value : node.kind === "object" ? (node.fields[key] ?? null) : null;

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

function merge(a: TextShape | null, b: TextShape | null): TextShape | null {
  if (!a || !b) return a ?? b;
  if (a.kind === "object" && b.kind === "object") {
    const fields: Record<string, TextShape> = { ...a.fields };
    for (const [key, shape] of Object.entries(b.fields)) fields[key] = merge(fields[key] ?? null, shape)!;
    return { kind: "object", fields };
  }
  return a;
}

/** The copy and site paths of a schema's values; null where there are none. */
export function textShape(schema: z.ZodType): TextShape | null {
  let current: z.ZodType = schema;
  for (;;) {
    const meta = (z.globalRegistry.get(current) ?? {}) as EditorMeta;
    if (meta.translate) return { kind: "text" };
    if (meta.sitePath) return { kind: "path" };
    if (meta.phrases) return { kind: "phrases" };
    const def = defOf(current);
    if (def.type === "pipe" && def.in) current = def.in;
    else if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else break;
  }
  const def = defOf(current);
  switch (def.type) {
    case "object": {
      const fields: Record<string, TextShape> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const shape = textShape(field);
        if (shape) fields[key] = shape;
      }
      return Object.keys(fields).length > 0 ? { kind: "object", fields } : null;
    }
    case "array": {
      const item = def.element ? textShape(def.element) : null;
      return item ? { kind: "list", item } : null;
    }
    case "tuple": {
      const item = (def.items ?? []).map(textShape).reduce<TextShape | null>(merge, null);
      return item ? { kind: "list", item } : null;
    }
    case "union":
      return (def.options ?? []).map(textShape).reduce<TextShape | null>(merge, null);
    case "record": {
      const value = def.valueType ? textShape(def.valueType) : null;
      return value ? { kind: "map", value } : null;
    }
    default:
      return null;
  }
}

export interface Overlaid<T> {
  data: T;
  /** Dotted paths of copy the translation does not have ("hero.title", "features.2"). */
  missing: string[];
  /** Pieces of copy in the entry. */
  total: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The entry in a language: its translation's copy laid over the English (see above). `localPath` turns a site
 * path into the same language's path. `translation` is `undefined` when there is no translation file: every
 * piece of copy is then missing.
 */
export function overlayTranslation<T>(
  english: T,
  translation: unknown,
  shape: TextShape | null,
  localPath: (path: string) => string,
): Overlaid<T> {
  const missing: string[] = [];
  let total = 0;
  const walk = (value: unknown, translated: unknown, node: TextShape | null, path: string): unknown => {
    if (!node) return value;
    switch (node.kind) {
      case "text":
        if (typeof value !== "string") return value;
        total += 1;
        if (typeof translated === "string" && translated.trim() !== "") return translated;
        missing.push(path || "(text)");
        return value;
      case "path":
        return typeof value === "string" ? localPath(value) : value;
      case "phrases":
        if (!Array.isArray(value)) return value;
        total += 1;
        if (
          Array.isArray(translated) &&
          translated.length > 0 &&
          translated.every((phrase) => typeof phrase === "string" && phrase.trim() !== "")
        )
          return translated;
        missing.push(path || "(phrases)");
        return value;
      case "list":
        if (!Array.isArray(value)) return value;
        return value.map((item, index) =>
          walk(item, Array.isArray(translated) ? translated[index] : undefined, node.item, join(path, index)),
        );
      case "object":
      case "map": {
        if (!isRecord(value)) return value;
        const result: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value))
          result[key] = walk(
            item,
            isRecord(translated) ? translated[key] : undefined,
            fieldShape(node, key),
            join(path, key),
          );
        return result;
      }
    }
  };
  const data = walk(english, translation, shape, "") as T;
  return { data, missing, total };
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) && value.every(isEmpty)) ||
  (isRecord(value) && Object.values(value).every(isEmpty));

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Values in a translation file that are not copy of its entry: a key the English entry does not have, or a
 * list longer than the English one. They are never shown; the report names them so the staff can tidy them.
 */
export function strayTranslation(english: unknown, translation: unknown, shape: TextShape | null): string[] {
  const stray: string[] = [];
  const walk = (value: unknown, translated: unknown, node: TextShape | null, path: string) => {
    // Nothing to tidy: absent, empty (`{}` keeping a list's places), or the English value written out again.
    if (isEmpty(translated) || JSON.stringify(translated) === JSON.stringify(value)) return;
    if (node?.kind === "phrases") return;
    if (!node) {
      stray.push(path);
      return;
    }
    if (node.kind === "list" && Array.isArray(translated)) {
      translated.forEach((item, index) => {
        if (!Array.isArray(value) || index >= value.length) stray.push(join(path, index));
        else walk(value[index], item, node.item, join(path, index));
      });
    } else if ((node.kind === "object" || node.kind === "map") && isRecord(translated)) {
      for (const [key, item] of Object.entries(translated)) {
        if (!isRecord(value) || !(key in value)) stray.push(join(path, key));
        else walk(value[key], item, fieldShape(node, key), join(path, key));
      }
    }
  };
  if (isRecord(translation)) {
    for (const [key, item] of Object.entries(translation)) {
      if (key === "reviewed" || key === "body") continue;
      if (!isRecord(english) || !(key in english)) stray.push(key);
      else walk(english[key], item, shape ? fieldShape(shape, key) : null, key);
    }
  }
  return stray;
}
