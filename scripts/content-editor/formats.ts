/**
 * The file formats of the browser editor (registered by browser/editor.ts under the names the generated
 * configuration uses).
 *
 * Why our own: Astro reads YAML with js-yaml, whose schema also knows timestamps, so an unquoted `2025-01-15`
 * would reach the schemas as a date, not text. These formats write YAML with that schema (such values get
 * quotes), change only the edited parts of a file (its comments and layout stay), and leave out fields emptied
 * in the form (an optional field is either absent or filled in; the schemas reject empty text).
 */
import { Document, isMap, isNode, isScalar, isSeq, type Pair, parseDocument } from "yaml";

export const FORMATS = { yaml: "site-yaml", markdown: "site-frontmatter" } as const;

export interface DecapFormat {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
}

/**
 * Data keys that carry a file through the editor (never fields; Decap keeps keys it has no field for): the file
 * as it was read, so a save changes only what was edited and keeps the comments staff read in the files.
 */
const SOURCE = "__source";
const BODY = "body";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

function readYaml(source: string): Record<string, unknown> {
  const doc = parseDocument(source);
  if (doc.errors.length)
    throw new Error(`YAML error: ${doc.errors.map((error) => error.message).join("\n")}`);
  const data = doc.toJS() ?? {};
  return { ...(isObject(data) ? data : {}), [SOURCE]: source };
}

/** Drops empty text and empty objects left by the form; lists stay (an empty list may be meant). */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (isObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const clean = withoutEmpty(inner);
      if (clean === undefined || clean === null || clean === "") continue;
      if (isObject(clean) && Object.keys(clean).length === 0) continue;
      kept[key] = clean;
    }
    return kept;
  }
  return value;
}

const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);

/**
 * Writes `value` into the parsed file's node: what did not change keeps its node (its comments and quoting),
 * keys that are gone are removed, new keys go after the key before them.
 */
function update(doc: Document, node: unknown, value: unknown): unknown {
  if (isMap(node) && isObject(value)) {
    const pairs = node.items as Pair[];
    node.items = pairs.filter((pair) => keyOf(pair) in value);
    let previous = -1;
    for (const [key, inner] of Object.entries(value)) {
      const index = node.items.findIndex((pair) => keyOf(pair as Pair) === key);
      if (index === -1) {
        node.items.splice(previous + 1, 0, doc.createPair(key, inner));
        previous += 1;
      } else {
        const pair = node.items[index] as Pair;
        pair.value = update(doc, pair.value, inner);
        previous = Math.max(previous, index);
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((inner, index) =>
      index < node.items.length ? update(doc, node.items[index], inner) : doc.createNode(inner),
    );
    return node;
  }
  if (isScalar(node) && node.value === value) return node;
  const created = doc.createNode(value);
  if (isNode(node) && isNode(created)) {
    created.commentBefore = node.commentBefore;
    created.comment = node.comment;
  }
  return created;
}

// Astro reads YAML with js-yaml: the core schema plus timestamps. Text that would read as a date gets quotes.
const SCHEMA: NonNullable<Parameters<typeof parseDocument>[1]> = { customTags: ["timestamp"] };
const LINE_WIDTH = 110;
const OUTPUT = { lineWidth: LINE_WIDTH, minContentWidth: 40 } as const;

const columnAt = (source: string, offset: number) => offset - (source.lastIndexOf("\n", offset - 1) + 1);

/**
 * The usual save (text edited, nothing added or removed): only the changed values are rewritten, in place, so
 * the rest of the file stays byte for byte. Returns nothing when the shape changed.
 */
function patchValues(source: string, doc: Document, value: unknown): string | undefined {
  const edits: Array<{ from: number; to: number; text: string }> = [];
  const scalar = (
    node: unknown,
    inner: unknown,
    base: number,
    placeholder: string | null,
    flow: boolean,
  ): boolean => {
    if (!isScalar(node) || !node.range) return false;
    if (node.value === inner) return true;
    if (!["string", "number", "boolean"].includes(typeof inner)) return false;
    const [from, to] = node.range;
    // Rendered as the value of a key as long as the real one (or as a list item), then moved to its column.
    const mini = placeholder === null ? [inner] : { [placeholder]: inner };
    const rendered = new Document(mini, SCHEMA)
      .toString({ ...OUTPUT, lineWidth: Math.max(40, LINE_WIDTH - base) })
      .replace(/\n$/, "");
    const prefix = placeholder === null ? "- " : `${placeholder}: `;
    if (!rendered.startsWith(prefix)) return false;
    let text = rendered.slice(prefix.length).replace(/\n/g, `\n${" ".repeat(base)}`);
    // Inside `{ … }` or `[ … ]` a plain value may not hold commas or brackets, nor run over lines.
    if (flow && /[,[\]{}\n]/.test(text)) text = JSON.stringify(inner);
    // A block scalar's range takes the line breaks after it: keep them.
    edits.push({ from, to, text: `${text}${/\n\s*$/.exec(source.slice(from, to))?.[0] ?? ""}` });
    return true;
  };
  const walk = (node: unknown, inner: unknown): boolean => {
    if (isMap(node) && isObject(inner)) {
      const pairs = node.items as Pair[];
      const keys = pairs.map(keyOf);
      if (keys.length !== Object.keys(inner).length || !keys.every((key) => key in inner)) return false;
      return pairs.every((pair) => {
        const next = inner[keyOf(pair)];
        if (isScalar(pair.value)) {
          const keyStart = isNode(pair.key) && pair.key.range ? pair.key.range[0] : 0;
          const valueStart = pair.value.range?.[0] ?? 0;
          const sameLine = !source.slice(keyStart, valueStart).includes("\n");
          const width = sameLine ? valueStart - keyStart - 2 : 1;
          const key = "k".repeat(Math.max(1, width));
          return scalar(pair.value, next, columnAt(source, keyStart), key, Boolean(node.flow));
        }
        return walk(pair.value, next);
      });
    }
    if (isSeq(node) && Array.isArray(inner)) {
      if (node.items.length !== inner.length) return false;
      return node.items.every((item, index) =>
        isScalar(item)
          ? scalar(item, inner[index], columnAt(source, item.range?.[0] ?? 0), null, Boolean(node.flow))
          : walk(item, inner[index]),
      );
    }
    return false;
  };
  if (!walk(doc.contents, value)) return undefined;
  let text = source;
  for (const edit of edits.sort((a, b) => b.from - a.from))
    text = `${text.slice(0, edit.from)}${edit.text}${text.slice(edit.to)}`;
  return text;
}

function writeYaml(data: Record<string, unknown>, sortedKeys: string[] = []): string {
  const { [SOURCE]: source, ...rest } = data;
  const clean = withoutEmpty(rest) as Record<string, unknown>;
  if (typeof source === "string") {
    const doc = parseDocument(source, SCHEMA);
    if (!doc.errors.length && isMap(doc.contents)) {
      const patched = patchValues(source, doc, clean);
      if (patched !== undefined && !parseDocument(patched, SCHEMA).errors.length) return patched;
      update(doc, doc.contents, clean);
      return doc.toString(OUTPUT);
    }
  }
  // A new entry: its keys in the order of the form's fields.
  const rank = (key: string) => {
    const index = sortedKeys.indexOf(key);
    return index === -1 ? sortedKeys.length : index;
  };
  const ordered = Object.fromEntries(Object.entries(clean).sort(([a], [b]) => rank(a) - rank(b)));
  return new Document(ordered, SCHEMA).toString(OUTPUT);
}

export const yamlFormat: DecapFormat = { fromFile: readYaml, toFile: writeYaml };

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)([\s\S]*)$/;
export const markdownFormat: DecapFormat = {
  fromFile(content) {
    const match = FRONT_MATTER.exec(content);
    if (!match) return { [BODY]: content };
    return { ...readYaml(match[1] ?? ""), [BODY]: match[2] ?? "" };
  },
  toFile(data, sortedKeys = []) {
    const { [BODY]: text, ...front } = data;
    const yaml = writeYaml(front, sortedKeys);
    return `---\n${yaml.endsWith("\n") ? yaml : `${yaml}\n`}---\n${typeof text === "string" ? text : ""}`;
  },
};
