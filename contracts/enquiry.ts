/**
 * The one way the site hands an enquiry to the messaging app: a `wa.me` link whose `text` carries the
 * prefilled message, encoded so that any script, emoji, `&`, `#`, `+`, `%` or new line arrives intact.
 * Shared by the pages, the assistant, `llms.txt` and the servers (a form posted without JavaScript).
 * The number comes from the identity file (`contact.whatsappNumber`).
 */
/**
 * Where a form posted without JavaScript may lead: the server answers it with a 303 to `wa.me`, which sends the
 * browser on to WhatsApp's own page. A page's `form-action` names both, or the browser blocks the hand-off.
 */
export const MESSAGING_APP_ORIGINS = ["https://wa.me", "https://api.whatsapp.com"] as const;

export function whatsAppLink(whatsappNumber: string, text?: string): string {
  const address = `${MESSAGING_APP_ORIGINS[0]}/${whatsappNumber}`;
  return text === undefined ? address : `${address}?text=${encodeURIComponent(text)}`;
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
