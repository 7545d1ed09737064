import { composeEnquiry, type EnquiryLanguage, languageLine } from "#contracts/enquiry.ts";
import type { ContactFormValues } from "./contact-form.ts";

/**
 * The words of a contact enquiry's message (site/enquiries/enquiries.en.yaml `contactForm`): the greeting in
 * the visitor's language, the labels and "Not provided" in the staff's (decision 0014).
 */
export interface ContactEnquiryCopy {
  intro: string;
  labels: Record<keyof ContactFormValues, string>;
  websiteNotProvided: string;
  language: EnquiryLanguage;
}

/**
 * The messaging-app text of a contact enquiry: every field, labelled, website "Not provided" when empty, and
 * the visitor's language last. The values are as the visitor typed or chose them.
 */
export function composeContactEnquiry(values: ContactFormValues, copy: ContactEnquiryCopy): string {
  const { labels } = copy;
  return composeEnquiry(copy.intro, [
    [labels.name, values.name],
    [labels.email, values.email],
    [labels.phone, values.phone],
    [labels.company, values.company],
    [labels.website, values.website || copy.websiteNotProvided],
    [labels.service, values.service],
    [labels.budget, values.budget],
    [labels.timeline, values.timeline],
    [labels.message, values.message],
    languageLine(copy.language),
  ]);
}
