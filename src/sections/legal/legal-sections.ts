import { dateText } from "#contracts/locale-format.ts";
/** One numbered section of a legal document: a `##` heading of its Markdown and what follows it. */
export interface LegalSection {
  /** The heading's anchor (Astro's slug of it). */
  id: string;
  title: string;
  /** The section's rendered Markdown, without its heading. */
  html: string;
}

const HEADING = /^<h2 id="([^"]+)">[\s\S]*?<\/h2>/;

/**
 * Cuts a legal document's rendered Markdown into its sections, one per `##` heading, titled as Astro's
 * `headings` give them. Text before the first heading has nowhere to go, so it stops the build.
 */
export function splitSections(
  html: string,
  headings: readonly { depth: number; slug: string; text: string }[],
  file: string,
): LegalSection[] {
  const [before, ...parts] = html.split(/(?=<h2[\s>])/);
  if (before!.trim() !== "" && !HEADING.test(before!))
    throw new Error(`${file}: every paragraph belongs to a section: start the text with a "## " heading.`);
  return (HEADING.test(before!) ? [before!, ...parts] : parts).map((part) => {
    const [heading, id] = HEADING.exec(part) ?? [];
    if (!heading || !id)
      throw new Error(`${file}: a section heading could not be read: ${part.slice(0, 80)}`);
    const title = headings.find((entry) => entry.depth === 2 && entry.slug === id)?.text;
    if (!title) throw new Error(`${file}: the heading "${id}" is missing from the document's headings.`);
    return { id, title, html: part.slice(heading.length).trim() };
  });
}

/**
 * "2025-01-15" → "January 15, 2025" in English (the date as written in the spec), "2025 ජනවාරි 15" in Sinhala:
 * the language's own month names and order.
 */
export function formatEffectiveDate(isoDate: string, tag: string): string {
  return dateText(tag, `${isoDate}T00:00:00Z`, { year: "numeric", month: "long", day: "numeric" });
}
