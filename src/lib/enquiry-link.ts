/**
 * The one way the site hands an enquiry to the messaging app: a `wa.me` link whose `text` carries the
 * prefilled message, encoded so that any script, emoji, `&`, `#`, `+`, `%` or new line arrives intact.
 * The number comes from the identity file (`contact.whatsappNumber`).
 */
export function enquiryLink(whatsappNumber: string, text: string): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
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

/** Opens the messaging app in a new tab (inside the visitor's click), without a handle on this page. */
export function openEnquiry(whatsappNumber: string, text: string): void {
  window.open(enquiryLink(whatsappNumber, text), "_blank", "noopener,noreferrer");
}
