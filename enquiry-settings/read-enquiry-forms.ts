/**
 * The forms' settings the servers read (`enquiry-forms.json`, written by the build), made from the content
 * files with the same builder the pages use (contracts/enquiry-forms/from-content.ts). The build integration
 * writes it; server tests answer posts with it.
 */
import { enquiryForms } from "../contracts/enquiry-forms/from-content.ts";
import type { EnquiryFormsSettings } from "../contracts/enquiry-forms/settings.ts";
import { readSiteContent, single } from "../src/content/read-content.ts";

export function readEnquiryForms(): EnquiryFormsSettings {
  const content = readSiteContent();
  return enquiryForms({
    identity: single(content.identity, "identity"),
    layout: single(content.layout, "layout"),
    enquiries: single(content.enquiries, "enquiries"),
    contactPage: single(content.contactPage, "contactPage"),
    quotePage: single(content.quotePage, "quotePage"),
    services: content.services,
  });
}
