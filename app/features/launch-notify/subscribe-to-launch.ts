import type { LaunchingSoonPage } from "~/content/launching-soon.schema";
import { composeEnquiry } from "~/lib/build-enquiry-link";

type NotifyCopy = Pick<LaunchingSoonPage["notify"], "enquiryIntro" | "pageName" | "emailSubject">;

export interface LaunchSubscription {
  email: string;
  siteName: string;
  now: Date;
  copy: NotifyCopy;
}

export interface LaunchSubscribeDeps {
  /** Opens the messaging app with the text. */
  open: (text: string) => void;
  /** Sends the notification email (resolves when sent or skipped, rejects on failure). */
  send: (params: Record<string, string>) => Promise<unknown>;
}

export function formatSubscriptionDate(now: Date): string {
  return now.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

/** The messaging-app text of a launch subscription: the email, the date and the page name. */
export function composeLaunchEnquiry({ email, now, copy }: Omit<LaunchSubscription, "siteName">): string {
  return composeEnquiry(copy.enquiryIntro, [
    ["Email", email],
    ["Date", formatSubscriptionDate(now)],
    ["Page", copy.pageName],
  ]);
}

/**
 * The spec's pair of actions: open the messaging app (inside the click), then send the email.
 * "subscribed" clears the field; "failed" keeps it for another try.
 */
export async function subscribeToLaunch(
  subscription: LaunchSubscription,
  deps: LaunchSubscribeDeps,
): Promise<"subscribed" | "failed"> {
  const { email, siteName, now, copy } = subscription;
  try {
    deps.open(composeLaunchEnquiry({ email, now, copy }));
    await deps.send({
      to_name: siteName,
      from_name: email,
      subject: copy.emailSubject,
      message: `${email} asked to be told when ${siteName} launches (${formatSubscriptionDate(now)}, ${copy.pageName}).`,
    });
    return "subscribed";
  } catch {
    return "failed";
  }
}
