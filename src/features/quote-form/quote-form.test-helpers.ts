import type { QuoteEnquiryCopy, QuoteService } from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import type { QuoteFormRules } from "#contracts/enquiry-forms/quote-form.ts";
import type { QuoteToasts } from "./submit-quote.ts";

// The spec's messages (§5, §8); options as the page passes them.
export const services: QuoteService[] = [
  { id: "web-design", label: "Web Design & Development", description: "Websites." },
  { id: "seo", label: "SEO Optimization", description: "Be found." },
];
export const rules: QuoteFormRules = {
  locale: "en",
  errors: {
    fullName: "Please enter your full name",
    email: "Please enter your email address",
    emailInvalid: "Please enter a valid email address",
    phone: "Please enter your phone number",
    budgetRange: "Please select a budget range",
    timeline: "Please select a timeline",
    projectDescription: "Please describe your project",
    services: "Please select at least one service",
    unknownService: "Please choose services from the list",
    agreeToTerms: "Please agree to the terms and privacy policy",
    tooLong: "Please keep this under {max} characters",
  },
  limits: { short: 200, long: 4000 },
  serviceIds: services.map((service) => service.id),
  budgets: ["$1,000 - $2,500", "I need consultation"],
  timelines: ["1-2 months", "Flexible timeline"],
};
export const enquiry: QuoteEnquiryCopy = {
  intro: "Hi Agency! I'd like a free quote.",
  labels: {
    name: "Name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    services: "Services",
    budget: "Budget",
    timeline: "Timeline",
    description: "Project description",
    notes: "Additional notes",
    files: "Files",
  },
  otherService: "Other: {service}",
  files: "{count} ({names})",
  noFiles: "None",
  notProvided: "Not provided",
  language: { locale: "en", label: "Language" },
};
export const toasts: QuoteToasts = {
  success: "Quote request prepared! WhatsApp will open with your details.",
  attach: {
    one: "Please attach your file in the chat.",
    other: "Please attach your {count} files in the chat.",
  },
  successWithFiles: "{success} {attach}",
  failure: "Failed to prepare quote request. Please try again.",
};
