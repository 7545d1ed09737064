/**
 * The forms' settings the servers read (`enquiry-forms.json`, written by the build), in every language, made
 * from the content files with the same builder the pages use (contracts/enquiry-forms/from-content.ts). The
 * build integration writes it; server tests answer posts with it.
 */
import { enquiryForms } from "#contracts/enquiry-forms/from-content.ts";
import type { EnquiryFormsSettings, FormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { LOCALES, type Locale } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";

/** The forms' settings in one language. */
export function readFormsSettings(locale: Locale): FormsSettings {
  const content = readSiteContent({ locale });
  return enquiryForms({
    locale,
    identity: single(content.identity, "identity"),
    layout: single(content.layout, "layout"),
    enquiries: single(content.enquiries, "enquiries"),
    contactPage: single(content.contactPage, "contactPage"),
    quotePage: single(content.quotePage, "quotePage"),
    services: content.services,
  });
}

/** The forms' settings in every language, as the build writes them. */
export function readEnquiryForms(): EnquiryFormsSettings {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, readFormsSettings(locale)]),
  ) as EnquiryFormsSettings;
}
