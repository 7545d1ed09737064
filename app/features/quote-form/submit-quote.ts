import type { QuotePage } from "~/content/quote.schema";
import { composeQuoteEnquiry } from "./compose-quote-enquiry";
import type { FileLike } from "./file-rules";
import type { QuoteFormValues } from "./quote-form-schema";

/** How long "Submitting..." shows: the spec's simulated delay. */
export const QUOTE_SUBMIT_DELAY_MS = 1000;

export interface QuoteSubmitDeps {
  open: (text: string) => void;
  notify: (kind: "success" | "error", message: string) => void;
  wait: (ms: number) => Promise<unknown>;
}

/**
 * Hands a valid quote request to the messaging app (at once, inside the visitor's click, so no popup
 * blocker stops it), waits the simulated second, then confirms. Returns whether the form may be cleared.
 */
export async function submitQuote(
  values: QuoteFormValues,
  files: readonly FileLike[],
  copy: Pick<QuotePage["form"], "enquiry" | "services" | "toasts">,
  deps: QuoteSubmitDeps,
): Promise<boolean> {
  const { toasts } = copy;
  try {
    deps.open(composeQuoteEnquiry(values, files, copy));
  } catch {
    deps.notify("error", toasts.failure);
    return false;
  }
  await deps.wait(QUOTE_SUBMIT_DELAY_MS);
  const attach =
    files.length === 0
      ? ""
      : ` ${files.length === 1 ? toasts.attachOne : toasts.attachMany.replace("{count}", String(files.length))}`;
  deps.notify("success", `${toasts.success}${attach}`);
  return true;
}
