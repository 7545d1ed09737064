import type { SubscriptionMessages } from "./subscribe.ts";

interface Enquiries {
  lineLabels: { email: string; date: string; page: string };
  launch: { intro: string; page: string; email: { subject: string; message: string } };
}

/**
 * What a launch sign-up says (site/enquiries.yaml `launch`): the WhatsApp message names the email, the date
 * and the page; the email has no reply-to.
 */
export function launchMessages({ lineLabels, launch }: Enquiries): SubscriptionMessages {
  return {
    intro: launch.intro,
    lines: [[lineLabels.page, launch.page]],
    labels: { email: lineLabels.email, date: lineLabels.date },
    email: launch.email,
    words: { page: launch.page },
    replyTo: false,
  };
}
