import { siteConfig } from "../content/site-config.ts";

/**
 * The one way the site hands an enquiry to the messaging app: a `wa.me` link whose `text` carries the
 * prefilled message, encoded so that any script, emoji, `&`, `#`, `+`, `%` or new line arrives intact.
 */
export function buildEnquiryLink(
  text: string,
  phoneNumber: string = siteConfig.contact.whatsappNumber,
): string {
  return `https://wa.me/${phoneNumber}?text=${encodeURIComponent(text)}`;
}

/** Joins labelled lines ("Name: Asha") into one message, leaving out lines whose value is empty. */
export function composeEnquiry(
  intro: string,
  fields: ReadonlyArray<readonly [label: string, value: string]>,
): string {
  const lines = fields
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `${label}: ${value}`);
  return [intro, ...lines].join("\n");
}

/** Opens the messaging app in a new tab, without giving it a handle on this page. */
export function openEnquiry(text: string): void {
  window.open(buildEnquiryLink(text), "_blank", "noopener,noreferrer");
}
