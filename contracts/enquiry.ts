/**
 * The one way the site hands an enquiry to the messaging app: a `wa.me` link whose `text` carries the
 * prefilled message, encoded so that any script, emoji, `&`, `#`, `+`, `%` or new line arrives intact.
 * Shared by the pages, the assistant, `llms.txt` and the servers (a form posted without JavaScript).
 * The number comes from the identity file (`contact.whatsappNumber`).
 */
import { LOCALE_INFO, type Locale } from "./locales.ts";

/**
 * Where a form posted without JavaScript may lead: the server answers it with a 303 to `wa.me`, which sends the
 * browser on to WhatsApp's own page. A page's `form-action` names both, or the browser blocks the hand-off.
 */
export const MESSAGING_APP_ORIGINS = ["https://wa.me", "https://api.whatsapp.com"] as const;

export function whatsAppLink(whatsappNumber: string, text?: string): string {
  const address = `${MESSAGING_APP_ORIGINS[0]}/${whatsappNumber}`;
  return text === undefined ? address : `${address}?text=${encodeURIComponent(text)}`;
}

/**
 * The staff's working language (decision 0014): every enquiry's labels, the words the site fills in ("Not
 * provided", the sign-up's source, the date) and the email copies are in it, whatever the visitor's language,
 * so every enquiry reads the same and the staff can search them. The greeting and what the visitor typed or
 * chose stay in the visitor's language.
 */
const STAFF_LOCALE: Locale = "en";
/** The tag that formats what the site fills into an enquiry (dates, counts, lists). */
export const STAFF_TAG = LOCALE_INFO[STAFF_LOCALE].tag;

/** The visitor's language, named in every enquiry so the staff reply in it ("Language: Sinhala"). */
export interface EnquiryLanguage {
  /** The page's locale: the form posts it (a hidden `locale` input), the server answers in it. */
  locale: Locale;
  /** The line's label, in the staff's language (site/enquiries/enquiries.en.yaml `lineLabels.language`). */
  label: string;
}

/** The line naming the visitor's language, its value the language's English name ("Language: Tamil"). */
export const languageLine = ({ locale, label }: EnquiryLanguage) =>
  [label, LOCALE_INFO[locale].englishName] as const;

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
