import {
  composeQuoteEnquiry,
  type QuoteEnquiryCopy,
  type QuoteService,
} from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import type { QuoteFormValues } from "#contracts/enquiry-forms/quote-form.ts";
import { type PluralPhrases, pluralText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { FileLike } from "./file-rules.ts";

/** How long "Submitting..." shows: the spec's simulated delay. */
export const QUOTE_SUBMIT_DELAY_MS = 1000;

export interface QuoteToasts {
  success: string;
  /** Asks for the files in the chat, by the language's plural rules; `{count}`: how many. */
  attach: PluralPhrases;
  /** The success toast with files: `{success}`, then `{attach}`. */
  successWithFiles: string;
  failure: string;
}

export interface QuoteSubmitDeps {
  open: (text: string) => void;
  notify: (kind: "success" | "error", message: string) => void;
  wait: (ms: number) => Promise<unknown>;
}

/**
 * Hands a valid quote request to the messaging app (at once, inside the visitor's submit, so no pop-up
 * blocker stops it), waits the simulated second, then confirms, asking for the files in the chat. Returns
 * whether the form may be cleared.
 */
export async function submitQuote(
  values: QuoteFormValues,
  files: readonly FileLike[],
  copy: {
    enquiry: QuoteEnquiryCopy;
    services: readonly QuoteService[];
    toasts: QuoteToasts;
    /** The page's language tag (the count in the toast). */
    tag: string;
  },
  deps: QuoteSubmitDeps,
): Promise<boolean> {
  const { toasts } = copy;
  try {
    deps.open(composeQuoteEnquiry(values, files, copy.enquiry, copy.services));
  } catch {
    deps.notify("error", toasts.failure);
    return false;
  }
  await deps.wait(QUOTE_SUBMIT_DELAY_MS);
  deps.notify(
    "success",
    files.length === 0
      ? toasts.success
      : fillTemplate(toasts.successWithFiles, {
          success: toasts.success,
          attach: pluralText(copy.tag, files.length, toasts.attach),
        }),
  );
  return true;
}
