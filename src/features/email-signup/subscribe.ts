import {
  composeSubscription,
  formatSubscriptionDate,
  type SubscriptionMessages,
  subscriptionEmailWords,
} from "#contracts/enquiry-forms/email-signup.ts";
import { fillTemplate } from "#src/content/site-variables.ts";

export type { SubscriptionMessages };

export interface SubscribeDeps {
  /** Opens the messaging app with the text (inside the visitor's submit, so no pop-up blocker stops it). */
  open: (text: string) => void;
  /** Sends the email (resolves when sent or skipped, rejects on failure). */
  send: (params: Record<string, string>) => Promise<unknown>;
}

/**
 * The spec's pair of actions for a newsletter or launch sign-up: open the messaging app with the email, the
 * date, where it came from and the visitor's language, then send the email (in the staff's language, naming
 * the visitor's). Resolves "subscribed" or "failed".
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
    deps.open(composeSubscription(messages, email, date));
    await deps.send({
      to_name: siteName,
      from_name: email,
      ...(messages.replyTo ? { reply_to: email } : {}),
      subject: messages.email.subject,
      message: fillTemplate(messages.email.message, subscriptionEmailWords(messages, email, date)),
    });
    return "subscribed";
  } catch {
    return "failed";
  }
}
