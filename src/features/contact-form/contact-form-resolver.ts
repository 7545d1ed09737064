import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactFormRules, contactFormSchema } from "#contracts/enquiry-forms/contact-form.ts";

/** The contact form's zod resolver. Loaded on demand by the form (see `lazyResolver`), with zod. */
export function contactFormResolver(rules: ContactFormRules) {
  return zodResolver(contactFormSchema(rules));
}
