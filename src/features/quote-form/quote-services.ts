import type { QuoteService } from "@contracts/enquiry-forms/compose-quote-enquiry.ts";

/** The quote form's service checkboxes: every service whose file offers it (`listings.quoteForm`), in order. */
export function quoteServices(
  services: readonly {
    data: { listings: { quoteForm?: { id: string; label: string; description: string } | undefined } };
  }[],
): QuoteService[] {
  return services.flatMap(({ data }) => (data.listings.quoteForm ? [{ ...data.listings.quoteForm }] : []));
}
