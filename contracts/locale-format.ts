/**
 * Numbers, dates, times, lists and plurals in the visitor's language, from `Intl` and the locale's tag
 * (contracts/locales.ts). Code never formats these by hand ("3 days", "PDF, DOC or ZIP", "9:00-18:00",
 * "January 15, 2025"): the words around them come from the content, the formatting from here.
 */
import { fillTemplate } from "./words.ts";

/**
 * A phrase for each plural category the content gives (CLDR: zero, one, two, few, many, other). `other` is
 * required; a language uses the categories its rules have (English one/other; Hindi's "one" covers 0 and 1).
 * `{count}` in the phrase is the count, written the language's way.
 */
export interface PluralPhrases {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** The number written the language's way ("1,234" in English, "1,234" or "१,२३४" as the locale says). */
export function numberText(tag: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(tag, options).format(value);
}

/** The phrase for this count by the language's plural rules, with `{count}` (and any other values) filled. */
export function pluralText(
  tag: string,
  count: number,
  phrases: PluralPhrases,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const category = new Intl.PluralRules(tag).select(count) as keyof PluralPhrases;
  const phrase = phrases[category] ?? phrases.other;
  return fillTemplate(phrase, { ...values, count: numberText(tag, count) });
}

/** "a, b and c" (conjunction), "a, b or c" (disjunction) or "a, b, c" (unit), in the language's own words. */
export function listText(
  tag: string,
  items: readonly string[],
  type: Intl.ListFormatType = "conjunction",
  style: Intl.ListFormatStyle = "long",
): string {
  return new Intl.ListFormat(tag, { type, style }).format(items);
}

/** A calendar date ("15 January 2025", "2025 ජනවාරි 15") in the language's own order and month names. */
export function dateText(
  tag: string,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
): string {
  const value = typeof date === "string" ? new Date(date) : date;
  return new Intl.DateTimeFormat(tag, { timeZone: "UTC", ...options }).format(value);
}
