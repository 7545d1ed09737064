/**
 * An article's reading time, computed from its text (never typed by the staff): words at an unhurried reading
 * pace, at least one minute. Sinhala, Tamil and Hindi separate words with spaces too, so one count serves all.
 * Node-loadable: the pages and the tests share it.
 */

/** Words a reader gets through in a minute of a web article. */
const WORDS_PER_MINUTE = 200;

/** The visible text of rendered HTML: tags dropped, entities as one character. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whole minutes to read `text` (plain text or Markdown), at least 1. */
export function readingMinutes(text: string): number {
  const words = text
    .replace(/[#*_>`[\]()|-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
