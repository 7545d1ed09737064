import type { ContactPage } from "~/content/contact.schema";
import { composeEnquiry } from "~/lib/build-enquiry-link";
import type { ContactFormValues } from "./contact-form-schema";

type FormCopy = Pick<ContactPage["form"], "enquiryLabels" | "enquiryIntro" | "websiteNotProvided">;

/** The messaging-app text of a contact enquiry: every field, labelled, website "Not provided" when empty. */
export function composeContactEnquiry(values: ContactFormValues, copy: FormCopy): string {
  const labels = copy.enquiryLabels;
  return composeEnquiry(copy.enquiryIntro, [
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
