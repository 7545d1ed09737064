/**
 * Translation files on disk, for reading the content outside Astro (read-content.ts: the build's translation
 * report, tests, the assistant's knowledge): where an entry's translation lives, how it is read, and what it
 * gives and lacks once laid over the English (translations.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { type Locale, localizedPath } from "#contracts/locales.ts";
import type { CollectionName } from "./collections.ts";
import { shapeOf } from "./copy-shapes.ts";
import { overlayTranslation, strayTranslation } from "./translations.ts";

/** Where an entry's translation into `locale` lives: beside its English file (`home.en.yaml` → `home.si.yaml`). */
export const translationFileOf = (entryFile: string, locale: Locale) =>
  entryFile.replace(/(?:\.en)?\.(ya?ml|md)$/, `.${locale}.$1`);

/** What one entry's translation gives, and lacks. */
export interface TranslationStatus {
  /** The English entry's file, relative to the project root. */
  file: string;
  locale: Locale;
  /** The translation file exists. */
  exists: boolean;
  /** A native speaker has read it (`reviewed: true` in the file). */
  reviewed: boolean;
  /** Pieces of copy shown in English on this language's pages ("hero.title"; "body" for a document's text). */
  missing: string[];
  total: number;
  /** Values in the translation that are not copy of the entry: never shown. */
  stray: string[];
}

export interface ParsedFile {
  data: unknown;
  body?: string;
}

/** Reads a YAML file, or a Markdown file's front matter and body; undefined when there is no such file. */
export function readParsedFile(file: string): ParsedFile | undefined {
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return { data: parseYaml(source) ?? {} };
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("a Markdown file starts with front matter between --- lines");
  return { data: parseYaml(match[1]!) ?? {}, body: match[2]! };
}

/**
 * An entry's file as it reads in `locale`, before its schema checks it: the translation's copy over the English
 * file's values, site paths leading to that language's pages.
 */
export function translateFile(
  name: CollectionName,
  english: ParsedFile,
  translation: ParsedFile | undefined,
  file: string,
  locale: Locale,
): { parsed: ParsedFile; status: TranslationStatus } {
  const shape = shapeOf(name);
  const overlaid = overlayTranslation(english.data, translation?.data, shape, (path) =>
    localizedPath(path, locale),
  );
  const missing = [...overlaid.missing];
  let body = english.body;
  if (english.body !== undefined) {
    if (translation?.body?.trim()) body = translation.body;
    else missing.push("body");
  }
  const translated = translation?.data as Record<string, unknown> | undefined;
  return {
    parsed: { data: overlaid.data, body },
    status: {
      file,
      locale,
      exists: translation !== undefined,
      reviewed: translated?.reviewed === true,
      missing,
      total: overlaid.total + (english.body !== undefined ? 1 : 0),
      stray: translation ? strayTranslation(english.data, translation.data, shape) : [],
    },
  };
}
