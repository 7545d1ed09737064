import type { Locale } from "#contracts/locales.ts";
import type { ContactEnquiryCopy } from "./compose-contact-enquiry.ts";
import type { QuoteEnquiryCopy, QuoteService } from "./compose-quote-enquiry.ts";
import type { ContactFormRules } from "./contact-form.ts";
import type { SubscriptionMessages } from "./email-signup.ts";
import type { QuoteFormRules } from "./quote-form.ts";

/** The forms a visitor can send, each posted to `formAction(name)` when its code has not taken over. */
export const ENQUIRY_FORMS = ["contact", "quote", "newsletter", "launch"] as const;
export type EnquiryFormName = (typeof ENQUIRY_FORMS)[number];

/** Where a form posts without JavaScript: the server validates it and hands it to WhatsApp (a 303). */
export const formAction = (name: EnquiryFormName) => `/api/forms/${name}`;

/**
 * The hidden input every form posts its page's language in: the server checks the form in that language,
 * answers in it and hands over the message the island would open there.
 */
export const FORM_LOCALE_FIELD = "locale";

/** The name of the file input a quote form sends (only the names of its files go into the message). */
export const QUOTE_FILES_FIELD = "files";

/**
 * The most a posted form may weigh. Forms are sent URL-encoded, so a file input sends only its file's name: the
 * longest valid quote (two 4,000-character texts in an Indic script, percent-encoded at 9 bytes a letter, and
 * the names of its files) stays well under this, and nothing larger is read.
 */
export const FORM_MAX_BODY_BYTES = 256 * 1024;

interface SignupSettings {
  messages: SubscriptionMessages;
  validation: { required: string; invalid: string };
}

/**
 * What the forms know in one language, made from the same content the pages give the islands: the rules, the
 * message words and the WhatsApp number, each form's page, and the words of the page that names what to fix.
 */
export interface FormsSettings {
  locale: Locale;
  whatsappNumber: string;
  contact: { rules: ContactFormRules; enquiry: ContactEnquiryCopy; page: string };
  quote: {
    rules: QuoteFormRules;
    enquiry: QuoteEnquiryCopy;
    services: QuoteService[];
    page: string;
  };
  newsletter: SignupSettings & { page: string };
  launch: SignupSettings & { page: string };
  /** The page a post that cannot be sent gets: what to fix, or to wait; `lang` is the locale's tag. */
  answer: { lang: string; title: string; intro: string; back: string; tooMany: string; tooLarge: string };
}

/**
 * Everything the servers need to answer a form posted without JavaScript, in every language, written by the
 * build (`enquiry-forms.json`).
 */
export type EnquiryFormsSettings = Record<Locale, FormsSettings>;

export const ENQUIRY_FORMS_FILE = "enquiry-forms.json";
