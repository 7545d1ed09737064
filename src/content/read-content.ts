/**
 * Reads the content files outside Astro (tests, the artwork generator, the assistant's knowledge, the editor's
 * configuration) with the same schemas Astro uses, and checks references between entries. A bad file stops
 * the read with the file, the field and what is wrong.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "#contracts/locales.ts";
import {
  type CollectionName,
  collectionSchemas,
  collectionSources,
  idOf,
  withoutReviewedFlag,
} from "./collections.ts";
import { byOrder } from "./order.ts";
import { siteVariables, withSiteVariables } from "./site-variables.ts";
import {
  readParsedFile,
  type TranslationStatus,
  translateFile,
  translationFileOf,
} from "./translation-files.ts";

export const CONTENT_DIR = dirname(fileURLToPath(import.meta.url));

export interface Entry<Data = unknown> {
  id: string;
  /** The entry's file, relative to the project root. */
  file: string;
  data: Data;
  /** Markdown body, for .md entries. */
  body?: string;
}

/** A reference as Astro gives it: the collection and the entry's id. */
export interface Reference<C extends string = string> {
  collection: C;
  id: string;
}

export class ContentError extends Error {
  override name = "ContentError";
}

const PROJECT_ROOT = resolve(CONTENT_DIR, "..", "..");
const display = (file: string) => relative(PROJECT_ROOT, file).split("\\").join("/");

function filesOf(contentDir: string, collection: CollectionName): string[] {
  const { folder, pattern } = collectionSources[collection];
  const dir = join(contentDir, folder);
  if (!existsSync(dir)) return [];
  const matcher = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
  return readdirSync(dir)
    .filter((name) => matcher.test(name))
    .sort()
    .map((name) => join(dir, name));
}

function parseFile(file: string): { data: unknown; body?: string } {
  const source = readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return { data: withoutReviewedFlag(parseYaml(source) ?? {}) };
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match)
    throw new ContentError(`${display(file)}: a Markdown entry starts with front matter between --- lines`);
  return { data: withoutReviewedFlag(parseYaml(match[1]!) ?? {}), body: match[2]! };
}

function formatIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `${display(file)}: ${issue.path.length ? issue.path.join(".") : "(file)"}: ${issue.message}`,
    )
    .join("\n");
}

type SchemaOf<C extends CollectionName> = ReturnType<(typeof collectionSchemas)[C]>;
export type PlainData<C extends CollectionName> = z.output<SchemaOf<C>>;

export interface ReadOptions<C extends CollectionName> {
  contentDir?: string;
  only?: readonly C[];
  /**
   * The language to read the content in: each entry's translation file laid over it (translation-files.ts),
   * the result checked by the same schema. English (the default) reads the files as they are.
   */
  locale?: Locale;
  /** Receives the status of each entry's translation (for another language than English). */
  onTranslation?: (status: TranslationStatus) => void;
}

/**
 * Reads every collection (or the ones named). Images resolve to absolute file paths; references to
 * `{ collection, id }` and must name an existing entry.
 */
export function readContent<C extends CollectionName = CollectionName>(
  options: ReadOptions<C> = {},
): { [K in C]: Entry<PlainData<K>>[] } {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const names = (options.only ?? (Object.keys(collectionSources) as C[])) as C[];
  let currentFile = "";
  const references: Array<{ file: string; target: Reference; field?: string }> = [];
  const helpers = {
    image: () =>
      z
        .string()
        .min(1)
        .superRefine((path, ctx) => {
          if (!existsSync(resolve(dirname(currentFile), path)))
            ctx.addIssue({
              code: "custom",
              message: `image file "${path}" not found next to ${display(currentFile)}`,
            });
        })
        .transform((path) => resolve(dirname(currentFile), path)),
    reference: (collection: string) =>
      z
        .string()
        .min(1)
        .transform((id): Reference => {
          const target = { collection, id };
          references.push({ file: currentFile, target });
          return target;
        }),
  };

  const problems: string[] = [];
  /** Entries whose file has a problem of its own ("services/seo"): a reference to one is not a second problem. */
  const unreadable = new Set<string>();
  const result = {} as { [K in C]: Entry<PlainData<K>>[] };
  for (const name of names) {
    const schema = (collectionSchemas[name] as (h: typeof helpers) => z.ZodType)(helpers);
    const entries: Entry<PlainData<typeof name>>[] = [];
    for (const file of filesOf(contentDir, name)) {
      currentFile = file;
      let parsed: { data: unknown; body?: string };
      let checkedFile = file;
      try {
        parsed = parseFile(file);
        if (locale !== DEFAULT_LOCALE) {
          const translationFile = translationFileOf(file, locale);
          let translation: ReturnType<typeof readParsedFile>;
          try {
            translation = readParsedFile(translationFile);
          } catch (error) {
            throw new ContentError(`${display(translationFile)}: ${(error as Error).message}`);
          }
          const translated = translateFile(name, parsed, translation, display(file), locale);
          parsed = translated.parsed;
          options.onTranslation?.(translated.status);
          // A problem in the result is the translation's (the English file passed on its own).
          if (translation) checkedFile = translationFile;
        }
      } catch (error) {
        problems.push(
          error instanceof ContentError ? error.message : `${display(file)}: ${(error as Error).message}`,
        );
        unreadable.add(`${name}/${idOf(file)}`);
        continue;
      }
      const made = references.length;
      const checked = schema.safeParse(parsed.data);
      if (!checked.success) {
        problems.push(formatIssues(checkedFile, checked.error));
        unreadable.add(`${name}/${idOf(file)}`);
        continue;
      }
      nameFields(checked.data, references.slice(made));
      entries.push({
        id: idOf(file),
        file: display(file),
        data: checked.data as PlainData<typeof name>,
        body: parsed.body,
      });
    }
    // In the order the pages list them (as entries.ts `list()` does): by `order`, then by id.
    result[name] = entries.sort(byOrder);
  }

  if (!options.only) {
    for (const { file, target, field } of references) {
      const list = (result as Record<string, Entry[]>)[target.collection];
      if (!list) problems.push(`${display(file)}: refers to the unknown collection "${target.collection}"`);
      else if (
        !list.some((entry) => entry.id === target.id) &&
        !unreadable.has(`${target.collection}/${target.id}`)
      )
        problems.push(
          `${display(file)}: ${field ?? "(file)"}: refers to ${target.collection} "${target.id}", which has no file`,
        );
    }
  }
  if (problems.length) throw new ContentError(`The content has problems:\n${problems.join("\n")}`);
  return result;
}

/** Finds where in the parsed data each reference made while parsing it sits ("cards.items.5.service"). */
function nameFields(data: unknown, made: Array<{ target: Reference; field?: string }>): void {
  if (!made.length) return;
  const walk = (value: unknown, path: string[]) => {
    if (!value || typeof value !== "object") return;
    const found = made.find((reference) => reference.target === value);
    if (found) {
      found.field = path.join(".");
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(data, []);
}

/** The one entry of a single-file collection (identity, layout, a page's copy). */
export function single<T>(entries: Entry<T>[], name: string): T {
  if (entries.length !== 1)
    throw new ContentError(`Expected exactly one ${name} file, found ${entries.length}.`);
  return entries[0]!.data;
}

/** Every collection, as the site shows it: the site words (`{siteName}`, …) filled in from the identity file. */
export function readSiteContent(options: Omit<ReadOptions<CollectionName>, "only"> = {}) {
  const content = readContent(options);
  return withSiteVariables(content, siteVariables(single(content.identity, "identity")));
}
