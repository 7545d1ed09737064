import { composeEnquiry, whatsAppLink } from "#contracts/enquiry.ts";

/** A `wa.me` link with a prefilled message (contracts/enquiry.ts builds it, for the page and the servers). */
export const enquiryLink = (whatsappNumber: string, text: string): string =>
  whatsAppLink(whatsappNumber, text);

export { composeEnquiry, whatsAppLink };

/** Opens the messaging app in a new tab (inside the visitor's click), without a handle on this page. */
export function openEnquiry(whatsappNumber: string, text: string): void {
  window.open(enquiryLink(whatsappNumber, text), "_blank", "noopener,noreferrer");
}
