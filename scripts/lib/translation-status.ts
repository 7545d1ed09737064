/**
 * What each language's pages show in English for now (`npm run check:build` and the build say it): per language, the
 * pages built, the entries with no translation file yet, the pieces of copy their translations lack, and how many
 * translations a native speaker has reviewed. `npm run check:build` fails when a language lacks a page English
 * has, or has one English lacks. An untranslated entry is shown in English (marked `lang="en"`) and never
 * fails the build: the staff may add an English entry before its translations. A translation that breaks a
 * schema rule (too long, a lost `{word}`) does: reading it throws, naming its file and field.
 */
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  type Locale,
  localeOfPath,
  localizedPath,
  TRANSLATED_LOCALES,
} from "#contracts/locales.ts";
import { readSiteContent } from "#src/content/read-content.ts";
import type { TranslationStatus } from "#src/content/translation-files.ts";
import { type BuiltSite, builtPages, isAstroPage } from "./built-site.ts";

export interface LocaleTranslations {
  locale: (typeof TRANSLATED_LOCALES)[number];
  entries: number;
  /** Entries without a translation file: shown in English. */
  untranslated: string[];
  /** Pieces of copy shown in English, in entries that have a translation file. */
  missingPieces: number;
  pieces: number;
  reviewed: number;
  /** Values in translation files that are not copy (never shown). */
  stray: string[];
}

export function translationStatus(contentDir?: string): LocaleTranslations[] {
  return TRANSLATED_LOCALES.map((locale) => {
    const statuses: TranslationStatus[] = [];
    readSiteContent({ contentDir, locale, onTranslation: (status) => statuses.push(status) });
    return {
      locale,
      entries: statuses.length,
      untranslated: statuses.filter((status) => !status.exists).map((status) => status.file),
      missingPieces: statuses.filter((s) => s.exists).reduce((sum, status) => sum + status.missing.length, 0),
      pieces: statuses.reduce((sum, status) => sum + status.total, 0),
      reviewed: statuses.filter((status) => status.reviewed).length,
      stray: statuses.flatMap((status) => status.stray.map((path) => `${status.file}: ${path}`)),
    };
  });
}

/**
 * The pages of each language, by their address's locale prefix (`/si/about` is Sinhala), from the pages Astro
 * built: the static HTML copied from public/ (the template demos, clients' sites in English) is no language's page.
 */
export function pagesByLocale(paths: readonly string[]): Record<Locale, string[]> {
  const pages = Object.fromEntries(LOCALES.map((locale) => [locale, [] as string[]])) as Record<
    Locale,
    string[]
  >;
  for (const path of paths.filter(isAstroPage)) pages[localeOfPath(path)].push(path);
  return pages;
}

/** Each page English has that a language lacks, and each page a language has that English lacks. */
export function localePageProblems(pages: Record<Locale, readonly string[]>): string[] {
  const english = new Set(pages[DEFAULT_LOCALE]);
  const problems: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const own = new Set(pages[locale]);
    for (const path of english) {
      const translated = localizedPath(path, locale);
      if (!own.has(translated))
        problems.push(`${locale}: ${translated} is not built, but English has ${path}`);
    }
    for (const path of own)
      if (!english.has(localizedPath(path, DEFAULT_LOCALE)))
        problems.push(
          `${locale}: ${path} is built, but English has no ${localizedPath(path, DEFAULT_LOCALE)}`,
        );
  }
  return problems;
}

/** The report's table: each language's pages built beside its translations' figures (English has no translations). */
export function translationTable(
  pages: Record<Locale, readonly string[]>,
  translations: readonly LocaleTranslations[],
): string[] {
  const english = pages[DEFAULT_LOCALE].length;
  const name = (locale: Locale) => `${LOCALE_INFO[locale].englishName} (${locale})`;
  return [
    "| language | pages built | entries | untranslated entries | copy shown in English | reviewed by a native speaker |",
    "|---|---:|---:|---:|---:|---:|",
    `| ${name(DEFAULT_LOCALE)} | ${english} | – | – | – | – |`,
    ...translations.map(
      (row) =>
        `| ${name(row.locale)} | ${pages[row.locale].length} of ${english} | ${row.entries} | ${row.untranslated.length} | ${row.missingPieces} of ${row.pieces} | ${row.reviewed} of ${row.entries} |`,
    ),
  ];
}

export function checkTranslations(site: BuiltSite) {
  const pages = pagesByLocale(builtPages(site));
  const translations = translationStatus();
  const notes: string[] = [];
  for (const row of translations) {
    for (const file of row.untranslated) notes.push(`${row.locale}: no translation yet for ${file}`);
    for (const stray of row.stray) notes.push(`${row.locale}: not copy, never shown: ${stray}`);
  }
  return {
    name: "languages",
    report: [...translationTable(pages, translations), ...notes],
    problems: localePageProblems(pages),
  };
}
