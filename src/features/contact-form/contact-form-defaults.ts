import type { ContactFormInput } from "#contracts/enquiry-forms/contact-form.ts";

/** The empty form (kept apart from the schema so the page does not load zod before it validates). */
export const emptyContactForm: ContactFormInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  website: "",
  service: "",
  budget: "",
  timeline: "",
  message: "",
};
