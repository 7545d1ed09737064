import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  type QuoteFormInput,
  type QuoteFormRules,
  type QuoteFormValues,
  quoteAnswers,
  quoteFormSchema,
} from "#contracts/enquiry-forms/quote-form.ts";

/**
 * The quote form's zod resolver. Loaded on demand by the form (see `lazyResolver`), with zod. The answers are
 * read as the server reads them (`quoteAnswers`): the form has no defaults, so that what was ticked before
 * its code arrived is kept, and an untouched group of boxes reports no list.
 */
export function quoteFormResolver(rules: QuoteFormRules): Resolver<QuoteFormInput, unknown, QuoteFormValues> {
  const resolve = zodResolver(quoteFormSchema(rules));
  return (values, context, options) => resolve(quoteAnswers(values), context, options);
}
