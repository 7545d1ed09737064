import type { QuoteEnquiryCopy, QuoteService } from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import type { QuoteFormRules } from "#contracts/enquiry-forms/quote-form.ts";
import { FORM_LOCALE_FIELD, formAction } from "#contracts/enquiry-forms/settings.ts";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { FormPanel, SendButton } from "#src/components/ui/form-panel.tsx";
import { AboutYouSection } from "./about-you-section.tsx";
import { BudgetTimelineSection } from "./budget-timeline-section.tsx";
import type { FileRules } from "./file-rules.ts";
import { ProjectSection } from "./project-section.tsx";
import type { QuoteFormCopy } from "./quote-form-copy.ts";
import { ServicesSection } from "./services-section.tsx";
import { TermsAgreement } from "./terms-agreement.tsx";
import { useQuoteForm } from "./use-quote-form.ts";

export interface QuoteFormProps {
  copy: QuoteFormCopy;
  rules: QuoteFormRules;
  /** The checkboxes: the services offered on the quote form. */
  services: readonly QuoteService[];
  fileRules: Pick<FileRules, "accepted" | "maxMegabytes">;
  enquiry: QuoteEnquiryCopy;
  whatsappNumber: string;
  termsHref: string;
  privacyHref: string;
}

/**
 * The multi-section free quote form: validate, hand off to the messaging app, confirm, clear. Files are
 * checked as they are chosen (type, size) and named in the message; the visitor attaches them in the chat.
 * An island that hydrates on load; what a visitor types, ticks, chooses or sends before then is replayed once
 * it has (lib/head-script/early-input.ts). The sections register their fields in the order they are shown,
 * which is the order focus follows to the first wrong answer.
 */
export function QuoteForm({
  copy,
  rules,
  services,
  fileRules,
  enquiry,
  whatsappNumber,
  termsHref,
  privacyHref,
}: QuoteFormProps) {
  /** The page's language tag: counts and sizes are written its way. */
  const tag = LOCALE_INFO[rules.locale].tag;
  const { formRef, onSubmit, fields, registerServiceBox, attachments, isSubmitting } = useQuoteForm({
    rules,
    services,
    enquiry,
    whatsappNumber,
    toasts: copy.toasts,
    tag,
  });

  return (
    <FormPanel
      ref={formRef}
      // Sent without script, the form is URL-encoded (the default): a file input sends only its file's name,
      // which is all the enquiry names; the visitor attaches the files in the chat.
      action={formAction("quote")}
      titleId="quote-form-title"
      title={copy.title}
      intro={copy.requiredNote}
      onSubmit={onSubmit}
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
      className="min-w-0"
    >
      {/* The page's language: the server reads a form posted without JavaScript in it. */}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={enquiry.language.locale} />
      <div className="mt-8 space-y-10">
        <AboutYouSection copy={copy} fields={fields} />
        <ServicesSection
          copy={copy}
          services={services}
          fields={fields}
          registerServiceBox={registerServiceBox}
        />
        <BudgetTimelineSection copy={copy} rules={rules} fields={fields} />
        <ProjectSection
          copy={copy}
          fields={fields}
          fileRules={fileRules}
          attachments={attachments}
          tag={tag}
        />
      </div>
      <TermsAgreement copy={copy} fields={fields} termsHref={termsHref} privacyHref={privacyHref} />
      <div className="mt-8 flex justify-end">
        <SendButton
          busy={isSubmitting}
          label={copy.submit}
          busyLabel={copy.submitting}
          className="w-full sm:w-auto"
        />
      </div>
    </FormPanel>
  );
}
