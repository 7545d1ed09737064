import { z } from "zod";
import type { ContactPage } from "~/content/contact.schema";

type FormCopy = ContactPage["form"];

/** Text@text with no spaces: the spec's rule for the contact form's email. */
const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The project inquiry form's rules, with the spec's messages. Values are trimmed first, so a field of
 * spaces counts as empty; text is otherwise kept exactly as typed (any script, emoji or markup).
 */
export function contactFormSchema(
  copy: Pick<FormCopy, "errors" | "limits" | "services" | "budgets" | "timelines">,
) {
  const { errors, limits } = copy;
  const tooLong = (max: number) => errors.tooLong.replace("{max}", max.toLocaleString("en-US"));
  const required = (message: string, max = limits.short) =>
    z.string().trim().min(1, message).max(max, tooLong(max));
  const choice = (options: readonly string[], message: string) =>
    z.string().refine((value) => options.includes(value), message);

  return z.object({
    name: required(errors.name),
    email: required(errors.email).regex(CONTACT_EMAIL, errors.emailInvalid),
    phone: required(errors.phone),
    company: required(errors.company),
    website: z.string().trim().max(limits.short, tooLong(limits.short)),
    service: choice(copy.services, errors.service),
    budget: choice(copy.budgets, errors.budget),
    timeline: choice(copy.timelines, errors.timeline),
    message: required(errors.message, limits.message),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;

export { emptyContactForm } from "./contact-form-defaults";
