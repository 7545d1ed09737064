import type { ContactFormInput } from "#contracts/enquiry-forms/contact-form.ts";

type FieldName = keyof ContactFormInput;

/** The contact form's words, in the page's language (from the contact page's content). */
export interface ContactFormCopy {
  title: string;
  intro: string;
  labels: Record<FieldName, string>;
  placeholders: Record<FieldName, string>;
  optional: string;
  submit: string;
  submitting: string;
  /** `{link}`: the link to the privacy policy, whose words are `privacyLink`. */
  privacyNote: string;
  privacyLink: string;
  success: { title: string; text: string; again: string };
  agentTool: { name: string; description: string; params: Record<FieldName, string> };
}
