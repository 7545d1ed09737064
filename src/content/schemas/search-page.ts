import { z } from "zod";
import { plural, seo, template, text } from "./parts.ts";

/**
 * The search page (/search): its form, what it says while searching and about the results, and what a visitor
 * without script reads on a host that cannot search for them (the static hosts). The top bar's small search
 * form takes its words from here too.
 */
export const searchPageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    form: z.strictObject({
      /** The search box's label (read by screen readers, shown above the box on /search). */
      label: text(),
      placeholder: text(),
      submit: text(),
    }),
    results: z.strictObject({
      /** The list's name for screen readers. */
      label: text(),
      /** "{count} pages found for “{query}”". */
      count: plural(),
      /** No page has the words: `{query}` is what the visitor typed. */
      none: template({ required: ["query"] }),
      /** Said while the search's files load. */
      loading: text(),
      /** Said when the search could not load (offline). */
      failed: text(),
      /** Before anything is typed. */
      empty: text(),
    }),
    /** On a host that serves files only, without script: where to go instead. */
    noScript: z.strictObject({ text: text(), pagesTitle: text() }),
  });
