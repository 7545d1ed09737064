/**
 * Sends a subscription email through EmailJS's browser SDK, loaded only when somebody subscribes. Configured
 * at build time by the public VITE_EMAILJS_* values (astro:env); when they are missing the step is skipped
 * and the messaging handoff alone counts as success (decisions page).
 */
import {
  VITE_EMAILJS_LAUNCH_TEMPLATE_ID,
  VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_SERVICE_ID,
} from "astro:env/client";

export type EmailTemplate = "newsletter" | "launch";
export type EmailOutcome = "sent" | "skipped";

const templates: Record<EmailTemplate, string | undefined> = {
  newsletter: VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID,
  launch: VITE_EMAILJS_LAUNCH_TEMPLATE_ID,
};

export async function sendSubscriptionEmail(
  template: EmailTemplate,
  params: Record<string, string>,
): Promise<EmailOutcome> {
  const templateId = templates[template];
  if (!VITE_EMAILJS_PUBLIC_KEY || !VITE_EMAILJS_SERVICE_ID || !templateId) return "skipped";
  const emailjs = await import("@emailjs/browser");
  await emailjs.send(VITE_EMAILJS_SERVICE_ID, templateId, params, { publicKey: VITE_EMAILJS_PUBLIC_KEY });
  return "sent";
}
