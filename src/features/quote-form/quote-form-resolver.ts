import { zodResolver } from "@hookform/resolvers/zod";
import { type QuoteFormRules, quoteFormSchema } from "./quote-form-schema.ts";

/** The quote form's zod resolver. Loaded on demand by the form (see `lazyResolver`), with zod. */
export function quoteFormResolver(rules: QuoteFormRules) {
  return zodResolver(quoteFormSchema(rules));
}
