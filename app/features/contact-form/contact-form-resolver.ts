import { zodResolver } from "@hookform/resolvers/zod";
import type { ContactPage } from "~/content/contact.schema";
import { contactFormSchema } from "./contact-form-schema";

/** The contact form's zod resolver. Loaded on demand by the form (see `lazyResolver`), with zod. */
export function contactFormResolver(copy: ContactPage["form"]) {
  return zodResolver(contactFormSchema(copy));
}
