import { composeEnquiry } from "../enquiry.ts";
import type { QuoteFormValues } from "./quote-form.ts";

/** The words of a quote request's message (site/enquiries.en.yaml, `quoteForm`). */
export interface QuoteEnquiryCopy {
  intro: string;
  labels: {
    name: string;
    company: string;
    email: string;
    phone: string;
    services: string;
    budget: string;
    timeline: string;
    description: string;
    notes: string;
    files: string;
  };
  other: string;
  notProvided: string;
}

/** A service offered as a checkbox: the id the form sends and the label the message names. */
export interface QuoteService {
  id: string;
  label: string;
  description: string;
}

/**
 * The messaging-app text of a quote request. Files cannot travel through a chat link, so the text gives
 * their count and names; the visitor attaches them in the chat.
 */
export function composeQuoteEnquiry(
  values: QuoteFormValues,
  files: readonly { name: string; size: number }[],
  enquiry: QuoteEnquiryCopy,
  services: readonly QuoteService[],
): string {
  const { labels, other, notProvided } = enquiry;
  const chosen = services.filter((service) => values.services.includes(service.id)).map((s) => s.label);
  if (values.otherService) chosen.push(`${other}: ${values.otherService}`);
  const fileLine =
    files.length === 0 ? "0" : `${files.length} (${files.map((file) => file.name).join(", ")})`;

  return composeEnquiry(enquiry.intro, [
    [labels.name, values.fullName],
    [labels.company, values.companyName || notProvided],
    [labels.email, values.email],
    [labels.phone, values.phone],
    [labels.services, chosen.join(", ")],
    [labels.budget, values.budgetRange],
    [labels.timeline, values.timeline],
    [labels.description, values.projectDescription],
    [labels.notes, values.additionalNotes || notProvided],
    [labels.files, fileLine],
  ]);
}
