import { z } from "zod";
import { seo, template, text } from "./parts.ts";

/**
 * A legal document (`legal/<id>.en.md`, shown at /<id>): the front matter holds its title, effective date,
 * introduction, intro card and closing card; the Markdown body holds the sections, one per `##` heading,
 * numbered in order on the page.
 */
export const legalDocumentSchema = () =>
  z.strictObject({
    seo: seo(),
    title: text(),
    /** The hero's line under the title. */
    intro: text(),
    /** The day the document took effect: 2025-01-15 (in quotes). */
    effectiveDate: z.iso.date('a date such as "2025-01-15" (in quotes)'),
    introCard: z.strictObject({ title: text(), paragraphs: z.array(text()).min(1) }),
    /**
     * The `##` heading whose section ends with the agency's email, phone, website and office (from
     * site/identity/identity.en.yaml), written as the heading reads.
     */
    contactSection: text(),
    closing: z.strictObject({ title: text(), text: text() }),
  });

/** Copy both legal pages share (pages/legal/legal.en.yaml). */
export const legalPageSchema = () =>
  z.strictObject({
    eyebrow: text(),
    /** Under each page's title; `{date}` is the document's effective date, written the language's way. */
    effective: template({ required: ["date"] }),
    /** Names the table of contents. */
    tocTitle: text(),
    contactLabels: z.strictObject({ email: text(), phone: text(), website: text(), office: text() }),
  });
