import { composeEnquiry, type EnquiryLanguage, languageLine, STAFF_TAG } from "#contracts/enquiry.ts";
import { dateText } from "#contracts/locale-format.ts";
import { LOCALE_INFO } from "#contracts/locales.ts";

/** The shape the spec accepts: text, @, text, dot, text, with no white space anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = "required" | "invalid";

/** Returns what is wrong with an email address typed into a subscription form, or null when it is fine. */
export function findEmailProblem(value: string): EmailProblem | null {
  if (value.trim() === "") return "required";
  return EMAIL_PATTERN.test(value) ? null : "invalid";
}

/**
 * How a subscription is announced: the messaging text's first line (in the visitor's language), its labelled
 * lines, and the email to the staff (in the staff's language, decision 0014).
 */
export interface SubscriptionMessages {
  intro: string;
  /** "Label: value" lines after the email and the date (the source, or the page). */
  lines: ReadonlyArray<readonly [label: string, value: string]>;
  labels: { email: string; date: string };
  email: { subject: string; message: string };
  /** Words the email's message may use besides {email}, {date} and {language}. */
  words: Readonly<Record<string, string>>;
  /** The email names the subscriber as its reply-to address (the newsletter's does). */
  replyTo?: boolean;
  /** The visitor's language: the last line of the message, `{language}` in the email. */
  language: EnquiryLanguage;
}

/**
 * The day a sign-up was made, as the staff read it ("November 24, 2026"), on the calendar of whoever makes
 * it (the visitor's browser, or the server's clock for a form posted without JavaScript).
 */
export function formatSubscriptionDate(now: Date): string {
  const { timeZone } = new Intl.DateTimeFormat().resolvedOptions();
  return dateText(STAFF_TAG, now, { day: "numeric", month: "long", year: "numeric", timeZone });
}

/**
 * The messaging-app text of a sign-up: the intro, then the email, the date, where it came from and the
 * visitor's language.
 */
export function composeSubscription(messages: SubscriptionMessages, email: string, date: string): string {
  return composeEnquiry(messages.intro, [
    [messages.labels.email, email],
    [messages.labels.date, date],
    ...messages.lines,
    languageLine(messages.language),
  ]);
}

/** The words the sign-up's email fills in: its own, the address, the date and the visitor's language. */
export function subscriptionEmailWords(
  messages: SubscriptionMessages,
  email: string,
  date: string,
): Record<string, string> {
  return { ...messages.words, email, date, language: LOCALE_INFO[messages.language.locale].englishName };
}
