import { composeEnquiry } from "../enquiry.ts";
import type { ContactFormValues } from "./contact-form.ts";

export interface ContactEnquiryCopy {
  intro: string;
  labels: Record<keyof ContactFormValues, string>;
  websiteNotProvided: string;
}

/** The messaging-app text of a contact enquiry: every field, labelled, website "Not provided" when empty. */
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
  ]);
}
