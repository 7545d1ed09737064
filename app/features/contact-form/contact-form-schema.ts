import { z } from "zod/mini";
import type { ContactPage } from "~/content/contact.schema";

type FormCopy = ContactPage["form"];

/** Text@text with no spaces: the spec's rule for the contact form's email. */
const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The project inquiry form's rules, with the spec's messages. Values are trimmed first, so a field of
 * spaces counts as empty; text is otherwise kept exactly as typed (any script, emoji or markup).
 * Written with `zod/mini` (the same checks and messages as classic zod, a smaller download).
 */
export function contactFormSchema(
  copy: Pick<FormCopy, "errors" | "limits" | "services" | "budgets" | "timelines">,
) {
  const { errors, limits } = copy;
  const tooLong = (max: number) => errors.tooLong.replace("{max}", max.toLocaleString("en-US"));
  const required = (message: string, max = limits.short) =>
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
  const choice = (options: readonly string[], message: string) =>
    z.string().check(z.refine((value) => options.includes(value), message));

  return z.object({
    name: required(errors.name),
    email: required(errors.email).check(z.regex(CONTACT_EMAIL, errors.emailInvalid)),
    phone: required(errors.phone),
    company: required(errors.company),
    website: z.string().check(z.trim(), z.maxLength(limits.short, tooLong(limits.short))),
    service: choice(copy.services, errors.service),
    budget: choice(copy.budgets, errors.budget),
    timeline: choice(copy.timelines, errors.timeline),
    message: required(errors.message, limits.message),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;

export { emptyContactForm } from "./contact-form-defaults";
