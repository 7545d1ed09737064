import { zodResolver } from "@hookform/resolvers/zod";
import type { QuotePage } from "~/content/quote.schema";
import { quoteFormSchema } from "./quote-form-schema";

/** The quote form's zod resolver. Loaded on demand by the form (see `lazyResolver`), with zod. */
export function quoteFormResolver(copy: QuotePage["form"]) {
  return zodResolver(quoteFormSchema(copy));
}
