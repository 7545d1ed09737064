import { templateParts } from "#contracts/enquiry-forms/template-slots.ts";
import { FieldError } from "#src/components/ui/form-field.tsx";
import type { QuoteFormCopy } from "./quote-form-copy.ts";
import type { QuoteFormFields } from "./use-quote-form.ts";

interface TermsAgreementProps {
  copy: QuoteFormCopy;
  fields: QuoteFormFields;
  termsHref: string;
  privacyHref: string;
}

const linkClass = "font-medium text-accent-800 underline underline-offset-2";

/** The box the visitor ticks to agree to the terms and the privacy policy, with links to both. */
export function TermsAgreement({
  copy,
  fields: { register, errors },
  termsHref,
  privacyHref,
}: TermsAgreementProps) {
  return (
    <div className="mt-10 rounded-2xl bg-grey-50 p-5 ring-1 ring-grey-200">
      <div className="flex items-start gap-3">
        <input
          id="quote-terms"
          type="checkbox"
          required
          aria-invalid={errors.agreeToTerms ? true : undefined}
          aria-describedby={errors.agreeToTerms ? "quote-terms-error quote-terms-links" : "quote-terms-links"}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-accent-700"
          toolparamdescription={copy.agentTool.params.agreeToTerms}
          {...register("agreeToTerms")}
        />
        <div>
          <label htmlFor="quote-terms" className="cursor-pointer font-semibold text-ink-900">
            {copy.fields.agreeToTerms.label}
          </label>
          <p id="quote-terms-links" className="text-grey-600 text-sm">
            {templateParts(copy.termsLinks.sentence, ["terms", "privacy"]).map((part, index) =>
              typeof part === "string" ? (
                part
              ) : (
                <a key={index} href={part.slot === "terms" ? termsHref : privacyHref} className={linkClass}>
                  {part.slot === "terms" ? copy.termsLinks.terms : copy.termsLinks.privacy}
                </a>
              ),
            )}
          </p>
        </div>
      </div>
      <FieldError id="quote-terms-error" message={errors.agreeToTerms?.message} />
    </div>
  );
}
