/**
 * The site's recurring phrases (site/layout/layout.en.yaml `wording`) filled in: the content orders the
 * words, so a language can put the subject first ("Basic Branding: විමසන්න") or the label first ("Inquire Now: Basic
 * Branding"). Code never joins labels, names and punctuation itself.
 */
import { fillTemplate } from "#contracts/words.ts";

export interface Wording {
  linkFor: string;
  newTabLink: string;
  labelled: string;
  address: string;
  openingHours: string;
}

/** "Inquire Now: Basic Branding": a link's name that says what it is for. */
export const linkFor = (wording: Pick<Wording, "linkFor">, label: string, subject: string): string =>
  fillTemplate(wording.linkFor, { label, subject });

/** "Facebook (opens in a new tab)": the name of a link that opens a new tab. */
export const newTabName = (wording: Pick<Wording, "newTabLink">, label: string, newTab: string): string =>
  fillTemplate(wording.newTabLink, { label, newTab });

/** "42 Galle Road, Colombo 03, Colombo, Sri Lanka": an office's address in the language's order. */
export const addressText = (
  wording: Pick<Wording, "address">,
  office: { streetAddress: string; city: string; country: string },
): string =>
  fillTemplate(wording.address, { street: office.streetAddress, city: office.city, country: office.country });

/** "Inquire Now: Basic Branding (opens in a new tab)": `linkFor` for a link that opens a new tab. */
export const newTabLinkFor = (
  wording: Pick<Wording, "linkFor" | "newTabLink">,
  label: string,
  subject: string,
  newTab: string,
): string => newTabName(wording, linkFor(wording, label, subject), newTab);
