import { composeEnquiry, type EnquiryLanguage, languageLine, STAFF_TAG } from "#contracts/enquiry.ts";
import { listText, numberText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#contracts/words.ts";
import type { QuoteFormValues } from "./quote-form.ts";

/**
 * The words of a quote request's message (site/enquiries/enquiries.en.yaml, `quoteForm`): the greeting in the
 * visitor's language, the labels and the words the site fills in in the staff's (decision 0014).
 */
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
  /** The "other" service the visitor typed: `{service}`. */
  otherService: string;
  /** The files line: `{count}` and `{names}`. */
  files: string;
  /** The files line when there are none. */
  noFiles: string;
  notProvided: string;
  language: EnquiryLanguage;
}

/** A service offered as a checkbox: the id the form sends and the label the message names. */
export interface QuoteService {
  id: string;
  label: string;
  description: string;
}

/** Lists in the message are the staff's: "a, b, c" with no words between (the items may be any language). */
const staffList = (items: readonly string[]) => listText(STAFF_TAG, items, "unit");

/**
 * The messaging-app text of a quote request. Files cannot travel through a chat link, so the text gives
 * their count and names; the visitor attaches them in the chat. The visitor's language is the last line.
 */
export function composeQuoteEnquiry(
  values: QuoteFormValues,
  files: readonly { name: string }[],
  enquiry: QuoteEnquiryCopy,
  services: readonly QuoteService[],
): string {
  const { labels, notProvided } = enquiry;
  const chosen = services.filter((service) => values.services.includes(service.id)).map((s) => s.label);
  if (values.otherService) chosen.push(fillTemplate(enquiry.otherService, { service: values.otherService }));
  const fileLine =
    files.length === 0
      ? enquiry.noFiles
      : fillTemplate(enquiry.files, {
          count: numberText(STAFF_TAG, files.length),
          names: staffList(files.map((file) => file.name)),
        });

  return composeEnquiry(enquiry.intro, [
    [labels.name, values.fullName],
    [labels.company, values.companyName || notProvided],
    [labels.email, values.email],
    [labels.phone, values.phone],
    [labels.services, staffList(chosen)],
    [labels.budget, values.budgetRange],
    [labels.timeline, values.timeline],
    [labels.description, values.projectDescription],
    [labels.notes, values.additionalNotes || notProvided],
    [labels.files, fileLine],
    languageLine(enquiry.language),
  ]);
}
