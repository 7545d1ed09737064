import { composeEnquiry } from "../enquiry.ts";

/** The shape the spec accepts: text, @, text, dot, text, with no white space anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = "required" | "invalid";

/** Returns what is wrong with an email address typed into a subscription form, or null when it is fine. */
export function findEmailProblem(value: string): EmailProblem | null {
  if (value.trim() === "") return "required";
  return EMAIL_PATTERN.test(value) ? null : "invalid";
}

/** How a subscription is announced: the messaging text's first line, its labelled lines, and the email. */
export interface SubscriptionMessages {
  intro: string;
  /** "Label: value" lines after the email and the date (the source, or the page). */
  lines: ReadonlyArray<readonly [label: string, value: string]>;
  labels: { email: string; date: string };
  email: { subject: string; message: string };
  /** Words the email's message may use besides {email} and {date}. */
  words: Readonly<Record<string, string>>;
  /** The email names the subscriber as its reply-to address (the newsletter's does). */
  replyTo?: boolean;
}

/** The day a sign-up was made, as the messages write it ("24 November 2026"). */
export function formatSubscriptionDate(now: Date): string {
  return now.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

/** The messaging-app text of a sign-up: the intro, then the email, the date and where it came from. */
export function composeSubscription(messages: SubscriptionMessages, email: string, date: string): string {
  return composeEnquiry(messages.intro, [
    [messages.labels.email, email],
    [messages.labels.date, date],
    ...messages.lines,
  ]);
}
