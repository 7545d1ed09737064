import type { ContactEnquiryCopy } from "#contracts/enquiry-forms/compose-contact-enquiry.ts";
import type { ContactFormRules } from "#contracts/enquiry-forms/contact-form.ts";

// The spec's messages (§5); options and limits as the page passes them.
export const rules: ContactFormRules = {
  locale: "en",
  errors: {
    name: "Name is required",
    email: "Email is required",
    emailInvalid: "Invalid email address",
    phone: "Phone number is required",
    company: "Company name is required",
    service: "Please select a service",
    budget: "Please select a budget range",
    timeline: "Please select a timeline",
    message: "Please describe your project",
    tooLong: "Please keep this under {max} characters",
  },
  limits: { short: 200, message: 4000 },
  services: ["Web Design & Development", "Custom Solution"],
  budgets: ["Under LKR 50,000", "Let's Discuss"],
  timelines: ["1 Month", "Flexible"],
};
export const enquiry: ContactEnquiryCopy = {
  intro: "Hi Agency! I'd like to discuss a project.",
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    website: "Website",
    service: "Service",
    budget: "Budget",
    timeline: "Timeline",
    message: "Project details",
  },
  websiteNotProvided: "Not provided",
  language: { locale: "en", label: "Language" },
};
