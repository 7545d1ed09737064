import type { FilePickerCopy } from "./file-picker.tsx";
import type { QuoteToasts } from "./submit-quote.ts";

type Field = { label: string; placeholder?: string | undefined };
type AgentParam =
  | "fullName"
  | "companyName"
  | "email"
  | "phone"
  | "services"
  | "otherService"
  | "budgetRange"
  | "timeline"
  | "projectDescription"
  | "additionalNotes"
  | "files"
  | "agreeToTerms";

/** The quote form's words, in the page's language (from the quote page's content). */
export interface QuoteFormCopy {
  title: string;
  requiredNote: string;
  optional: string;
  sections: { about: string; services: string; budget: string; project: string };
  fields: Record<Exclude<AgentParam, "services">, Field>;
  servicesLegend: string;
  files: FilePickerCopy;
  /** `sentence` with the links `{terms}` and `{privacy}`, whose words are `terms` and `privacy`. */
  termsLinks: { sentence: string; terms: string; privacy: string };
  submit: string;
  submitting: string;
  toasts: QuoteToasts;
  agentTool: { name: string; description: string; params: Record<AgentParam, string> };
}
