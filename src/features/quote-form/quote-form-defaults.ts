import type { QuoteFormInput } from "#contracts/enquiry-forms/quote-form.ts";

/** The empty form (kept apart from the schema so the page does not load zod before it validates). */
export const emptyQuoteForm: QuoteFormInput = {
  fullName: "",
  companyName: "",
  email: "",
  phone: "",
  services: [],
  otherService: "",
  budgetRange: "",
  timeline: "",
  projectDescription: "",
  additionalNotes: "",
  agreeToTerms: false,
};
