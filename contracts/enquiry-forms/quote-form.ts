import { z } from "zod/mini";
import { numberText } from "#contracts/locale-format.ts";
import { LOCALE_INFO, type Locale } from "#contracts/locales.ts";
import { fillTemplate } from "#contracts/words.ts";
import { EMAIL_PATTERN } from "./email-signup.ts";

export interface QuoteFormRules {
  errors: {
    fullName: string;
    email: string;
    emailInvalid: string;
    phone: string;
    budgetRange: string;
    timeline: string;
    projectDescription: string;
    services: string;
    /** A posted service the form does not offer (only a hand-made post can send one). */
    unknownService: string;
    agreeToTerms: string;
    tooLong: string;
  };
  /** The page's language: numbers in the messages are written its way. */
  locale: Locale;
  limits: { short: number; long: number };
  /** The ids of the services offered as checkboxes. */
  serviceIds: readonly string[];
  budgets: readonly string[];
  timelines: readonly string[];
}

/**
 * The quote form's rules. Values are trimmed first (spaces only count as empty); text is otherwise kept
 * exactly as typed. At least one service or an "other" service, and the terms, are required. Written with
 * `zod/mini` (the same checks and messages as classic zod, a smaller download).
 */
export function quoteFormSchema({ locale, errors, limits, serviceIds, budgets, timelines }: QuoteFormRules) {
  const tooLong = (max: number) =>
    fillTemplate(errors.tooLong, { max: numberText(LOCALE_INFO[locale].tag, max) });
  const optional = (max = limits.short) => z.string().check(z.trim(), z.maxLength(max, tooLong(max)));
  const required = (message: string, max = limits.short) => optional(max).check(z.minLength(1, message));
  const choice = (options: readonly string[], message: string) =>
    z.string().check(z.refine((value) => options.includes(value), message));

  return z
    .object({
      fullName: required(errors.fullName),
      companyName: optional(),
      email: required(errors.email).check(z.regex(EMAIL_PATTERN, errors.emailInvalid)),
      phone: required(errors.phone),
      services: z.array(z.string().check(z.refine((id) => serviceIds.includes(id), errors.unknownService))),
      otherService: optional(),
      budgetRange: choice(budgets, errors.budgetRange),
      timeline: choice(timelines, errors.timeline),
      projectDescription: required(errors.projectDescription, limits.long),
      additionalNotes: optional(limits.long),
      agreeToTerms: z.boolean().check(z.refine((agreed) => agreed, errors.agreeToTerms)),
    })
    .check(
      z.refine((form) => form.services.length > 0 || form.otherService !== "", {
        message: errors.services,
        path: ["services"],
      }),
    );
}

export type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteFormValues = z.output<ReturnType<typeof quoteFormSchema>>;

/**
 * The quote's answers as the schema reads them, whoever collected them: the ticked services as a list (a
 * form may report none as `false`, or one as a string) and the terms as a yes or no.
 */
export function quoteAnswers<T extends { services?: unknown; agreeToTerms?: unknown }>(
  answers: T,
): T & { services: string[]; agreeToTerms: boolean } {
  const { services, agreeToTerms } = answers;
  const list = Array.isArray(services)
    ? services
    : typeof services === "string" && services
      ? [services]
      : [];
  return {
    ...answers,
    services: list.filter((id): id is string => typeof id === "string"),
    agreeToTerms: agreeToTerms === true || agreeToTerms === "on",
  };
}
