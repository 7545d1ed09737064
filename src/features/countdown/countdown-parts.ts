import { listText, type PluralPhrases, pluralText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#src/content/site-variables.ts";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/**
 * A date-time without a zone ("2025-08-18T00:00:00") read as the visitor's local time, as the spec says.
 * Throws on anything else, so a typo in the identity file fails loudly.
 */
export function parseLocalDateTime(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`Not a local date-time: ${value}`);
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  return new Date(y!, mo! - 1, d!, h!, mi!, s!);
}

/** Whole days, hours, minutes and seconds from `now` until `target`; all zero once it has passed. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const total = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (!(total > 0)) return ZERO;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function isOver(parts: CountdownParts): boolean {
  return parts.days + parts.hours + parts.minutes + parts.seconds === 0;
}

/** Two digits at least: 7 → "07", 123 → "123". */
export function padTwo(value: number): string {
  return String(value).padStart(2, "0");
}

export interface SummaryCopy {
  /** Each unit with its number ("{count} days"), by the language's plural rules. */
  units: { days: PluralPhrases; hours: PluralPhrases; minutes: PluralPhrases };
  /** "Launching in {time}." */
  summary: string;
  ended: string;
  /** The page's language tag: numbers, plurals and the list are its own. */
  tag: string;
}

/**
 * What screen readers hear: days, hours and minutes only, so the text changes at most once a minute.
 * "Launching in 3 days, 1 hour and 0 minutes." (the list joined the language's way, by `Intl.ListFormat`).
 */
export function countdownSummary(parts: CountdownParts, copy: SummaryCopy): string {
  if (isOver(parts)) return copy.ended;
  const { tag, units } = copy;
  const time = listText(tag, [
    pluralText(tag, parts.days, units.days),
    pluralText(tag, parts.hours, units.hours),
    pluralText(tag, parts.minutes, units.minutes),
  ]);
  return fillTemplate(copy.summary, { time });
}
