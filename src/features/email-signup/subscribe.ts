import { fillTemplate } from "~/content/site-variables.ts";
import { composeEnquiry } from "~/lib/enquiry-link.ts";

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

export interface SubscribeDeps {
  /** Opens the messaging app with the text (inside the visitor's submit, so no pop-up blocker stops it). */
  open: (text: string) => void;
  /** Sends the email (resolves when sent or skipped, rejects on failure). */
  send: (params: Record<string, string>) => Promise<unknown>;
}

export function formatSubscriptionDate(now: Date): string {
  return now.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

/**
 * The spec's pair of actions for a newsletter or launch sign-up: open the messaging app with the email, the
 * date and where it came from, then send the email. Resolves "subscribed" or "failed".
 */
export async function subscribe(
  {
    email,
    now,
    siteName,
    messages,
  }: { email: string; now: Date; siteName: string; messages: SubscriptionMessages },
  deps: SubscribeDeps,
): Promise<"subscribed" | "failed"> {
  const date = formatSubscriptionDate(now);
  try {
    deps.open(
      composeEnquiry(messages.intro, [
        [messages.labels.email, email],
        [messages.labels.date, date],
        ...messages.lines,
      ]),
    );
    await deps.send({
      to_name: siteName,
      from_name: email,
      ...(messages.replyTo ? { reply_to: email } : {}),
      subject: messages.email.subject,
      message: fillTemplate(messages.email.message, { ...messages.words, email, date }),
    });
    return "subscribed";
  } catch {
    return "failed";
  }
}
