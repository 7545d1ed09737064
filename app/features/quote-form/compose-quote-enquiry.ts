import type { QuotePage } from "~/content/quote.schema";
import { composeEnquiry } from "~/lib/build-enquiry-link";
import type { FileLike } from "./file-rules";
import type { QuoteFormValues } from "./quote-form-schema";

type FormCopy = Pick<QuotePage["form"], "enquiry" | "services">;

/**
 * The messaging-app text of a quote request. Files cannot travel through a chat link, so the text gives
 * their count and names; the visitor attaches them in the chat.
 */
export function composeQuoteEnquiry(
  values: QuoteFormValues,
  files: readonly FileLike[],
  copy: FormCopy,
): string {
  const { labels, other, notProvided } = copy.enquiry;
  const services = copy.services
    .filter((service) => values.services.includes(service.id))
    .map((s) => s.label);
  if (values.otherService) services.push(`${other}: ${values.otherService}`);
  const fileLine =
    files.length === 0 ? "0" : `${files.length} (${files.map((file) => file.name).join(", ")})`;

  return composeEnquiry(copy.enquiry.intro, [
    [labels.name, values.fullName],
    [labels.company, values.companyName || notProvided],
    [labels.email, values.email],
    [labels.phone, values.phone],
    [labels.services, services.join(", ")],
    [labels.budget, values.budgetRange],
    [labels.timeline, values.timeline],
    [labels.description, values.projectDescription],
    [labels.notes, values.additionalNotes || notProvided],
    [labels.files, fileLine],
  ]);
}
