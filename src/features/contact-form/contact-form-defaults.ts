import type { ContactFormInput } from "./contact-form-schema.ts";

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
