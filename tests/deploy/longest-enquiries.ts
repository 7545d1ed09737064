/**
 * The longest enquiries the forms accept, as a visitor without script sends them (URL-encoded): every text field
 * at its limit in one language's letters, every service chosen, and ten files by name. The reverse-proxy test
 * sends them through nginx; `npm run bench:serve` sends them at once to watch the server's memory.
 */
import type { EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { validContact } from "#server/forms/contact-sample.test-helpers.ts";

/** A word in each language's letters, repeated to fill a field (Sinhala's take the most bytes encoded). */
export const LETTERS = { si: "සිංහල", ta: "தமிழ்", hi: "हिन्दी" } as const;
export type LetterLocale = keyof typeof LETTERS;

const filler = (locale: LetterLocale) => (length: number) =>
  LETTERS[locale].repeat(Math.ceil(length / LETTERS[locale].length)).slice(0, length);

/** A file's name as the quote form sends it without script. */
export const attachedFileName = (locale: LetterLocale, n: number) => `${filler(locale)(60)}-${n}.pdf`;

/** The contact form with its name, company and message at their limits. */
export function longestContact(forms: EnquiryFormsSettings, locale: LetterLocale): URLSearchParams {
  const { rules } = forms[locale].contact;
  const fill = filler(locale);
  return new URLSearchParams({
    ...validContact(rules, fill(rules.limits.message)),
    name: fill(rules.limits.short),
    company: fill(rules.limits.short),
    locale,
  });
}

/** The quote form with every text at its limit, every service and ten files (by name). */
export function longestQuote(forms: EnquiryFormsSettings, locale: LetterLocale): URLSearchParams {
  const { quote } = forms[locale];
  const { limits } = quote.rules;
  const fill = filler(locale);
  const answers = new URLSearchParams({
    locale,
    fullName: fill(limits.short),
    companyName: fill(limits.short),
    email: "ravi@example.in",
    phone: "+91 98765 00000",
    otherService: fill(limits.short),
    budgetRange: quote.rules.budgets[0]!,
    timeline: quote.rules.timelines[0]!,
    projectDescription: fill(limits.long),
    additionalNotes: fill(limits.long),
    agreeToTerms: "on",
  });
  for (const service of quote.rules.serviceIds) answers.append("services", service);
  for (let n = 1; n <= 10; n++) answers.append("files", attachedFileName(locale, n));
  return answers;
}
