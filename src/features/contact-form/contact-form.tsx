import type { ContactEnquiryCopy } from "#contracts/enquiry-forms/compose-contact-enquiry.ts";
import type { ContactFormRules } from "#contracts/enquiry-forms/contact-form.ts";
import { FORM_LOCALE_FIELD, formAction } from "#contracts/enquiry-forms/settings.ts";
import { FormPanel, SendButton } from "#src/components/ui/form-panel.tsx";
import { ContactDetailsFields } from "./contact-details-fields.tsx";
import type { ContactFormCopy } from "./contact-form-copy.ts";
import { ContactThanks } from "./contact-thanks.tsx";
import { PrivacyNote } from "./privacy-note.tsx";
import { ProjectFields } from "./project-fields.tsx";
import { useContactForm } from "./use-contact-form.ts";

export interface ContactFormProps {
  copy: ContactFormCopy;
  rules: ContactFormRules;
  enquiry: ContactEnquiryCopy;
  whatsappNumber: string;
  privacyHref: string;
}

/**
 * The project inquiry form. On a valid submit the messaging app opens straight away (inside the submit, so no
 * pop-up blocker stops it), the button reads "Sending Message..." for about two seconds, then the thank-you
 * screen shows. Before its code has arrived (an island that hydrates when the page is idle), the form posts
 * natively to the server, which checks it with the same schema and opens WhatsApp in a new tab; the island
 * then shows the thank-you screen (lib/form-take-over.ts). The fields register in the order they are shown,
 * which is the order focus follows to the first wrong answer.
 */
export function ContactForm({ copy, rules, enquiry, whatsappNumber, privacyHref }: ContactFormProps) {
  const { formRef, onSubmit, fields, isSubmitting, sent, thanksRef, startOver } = useContactForm({
    rules,
    enquiry,
    whatsappNumber,
  });

  if (sent) return <ContactThanks copy={copy.success} headingRef={thanksRef} onStartOver={startOver} />;

  return (
    <FormPanel
      ref={formRef}
      action={formAction("contact")}
      titleId="contact-form-title"
      title={copy.title}
      intro={copy.intro}
      onSubmit={onSubmit}
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
    >
      {/* The page's language: the server reads a form posted without JavaScript in it. */}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={enquiry.language.locale} />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <ContactDetailsFields copy={copy} fields={fields} />
        <ProjectFields copy={copy} rules={rules} fields={fields} />
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PrivacyNote sentence={copy.privacyNote} link={copy.privacyLink} href={privacyHref} />
        <SendButton
          busy={isSubmitting}
          label={copy.submit}
          busyLabel={copy.submitting}
          className="shrink-0"
        />
      </div>
    </FormPanel>
  );
}
