/**
 * What each language's pages show in English for now (`npm run check:build` and the build say it): per language, the
 * entries with no translation file yet, the pieces of copy their translations lack, and how many translations
 * a native speaker has reviewed. An untranslated entry is shown in English (marked `lang="en"`) and never
 * fails the build: the staff may add an English entry before its translations. A translation that breaks a
 * schema rule (too long, a lost `{word}`) does: reading it throws, naming its file and field.
 */
import { LOCALE_INFO, TRANSLATED_LOCALES } from "../../contracts/locales.ts";
import { readSiteContent } from "../../src/content/read-content.ts";
import type { TranslationStatus } from "../../src/content/translation-files.ts";

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

export function checkTranslations() {
  const report = [
    "| language | entries | untranslated entries | copy shown in English | reviewed by a native speaker |",
    "|---|---:|---:|---:|---:|",
  ];
  const notes: string[] = [];
  for (const row of translationStatus()) {
    report.push(
      `| ${LOCALE_INFO[row.locale].englishName} (${row.locale}) | ${row.entries} | ${row.untranslated.length} | ${row.missingPieces} of ${row.pieces} | ${row.reviewed} of ${row.entries} |`,
    );
    for (const file of row.untranslated) notes.push(`${row.locale}: no translation yet for ${file}`);
    for (const stray of row.stray) notes.push(`${row.locale}: not copy, never shown: ${stray}`);
  }
  return { name: "translations", report: [...report, ...notes], problems: [] as string[] };
}
