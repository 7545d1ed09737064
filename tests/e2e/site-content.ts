/**
 * The site's content as the pages show it, read from the content files: tests select and compare by it
 * instead of re-typing copy, so a wording change breaks no test. The spec's own required strings stay typed
 * in the tests that check them.
 */
import { readSiteContent, single } from "#src/content/read-content.ts";

export const content = readSiteContent();

export const identity = single(content.identity, "identity");
export const layout = single(content.layout, "layout");
export const enquiries = single(content.enquiries, "enquiries");
export const services = content.services;

export { single };

export const mainPhone = identity.contact.phones[0]!;

/** "+94 77 123 4567" → "tel:+94771234567". */
export const telHref = (display: string) => `tel:${display.replace(/[^\d+]/g, "")}`;
export const chat = single(content.chat, "chat");
