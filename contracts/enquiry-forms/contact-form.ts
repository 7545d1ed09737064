import { z } from "zod/mini";
import { numberText } from "#contracts/locale-format.ts";
import { LOCALE_INFO, type Locale } from "#contracts/locales.ts";
import { fillTemplate } from "#contracts/words.ts";

export interface ContactFormRules {
  errors: {
    name: string;
    email: string;
    emailInvalid: string;
    phone: string;
    company: string;
    service: string;
    budget: string;
    timeline: string;
    message: string;
    tooLong: string;
  };
  /** The page's language: numbers in the messages are written its way. */
  locale: Locale;
  limits: { short: number; message: number };
  services: readonly string[];
  budgets: readonly string[];
  timelines: readonly string[];
}

/** Text@text with no spaces: the spec's rule for the contact form's email. */
const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The project inquiry form's rules, with the spec's messages. Values are trimmed first, so a field of spaces
 * counts as empty; text is otherwise kept exactly as typed (any script, emoji or markup). Written with
 * `zod/mini` (the same checks as classic zod, a smaller download).
 */
export function contactFormSchema({
  locale,
  errors,
  limits,
  services,
  budgets,
  timelines,
}: ContactFormRules) {
  const tooLong = (max: number) =>
    fillTemplate(errors.tooLong, { max: numberText(LOCALE_INFO[locale].tag, max) });
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
    service: choice(services, errors.service),
    budget: choice(budgets, errors.budget),
    timeline: choice(timelines, errors.timeline),
    message: required(errors.message, limits.message),
  });
}

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;
