/**
 * Sends a subscription email through EmailJS's browser SDK, loaded only when somebody subscribes.
 * Configured at build time by public VITE_EMAILJS_* values; when they are missing the step is skipped
 * (the messaging handoff alone counts as success, as the decisions page says).
 */
export interface SubscriptionEmail {
  templateId: string | undefined;
  params: Record<string, string>;
}

export type EmailOutcome = "sent" | "skipped";

export function emailServiceConfig() {
  const env = import.meta.env;
  return {
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY as string | undefined,
    serviceId: env.VITE_EMAILJS_SERVICE_ID as string | undefined,
    newsletterTemplateId: env.VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID as string | undefined,
    launchTemplateId: env.VITE_EMAILJS_LAUNCH_TEMPLATE_ID as string | undefined,
  };
}

export async function sendSubscriptionEmail({
  templateId,
  params,
}: SubscriptionEmail): Promise<EmailOutcome> {
  const { publicKey, serviceId } = emailServiceConfig();
  if (!publicKey || !serviceId || !templateId) return "skipped";
  const emailjs = await import("@emailjs/browser");
  await emailjs.send(serviceId, templateId, params, { publicKey });
  return "sent";
}
