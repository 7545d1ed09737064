import { TextField } from "#src/components/ui/form-field.tsx";
import type { QuoteFormCopy } from "./quote-form-copy.ts";
import { QuoteSection } from "./quote-section.tsx";
import type { QuoteFormFields } from "./use-quote-form.ts";

/** Section 1, about the visitor: name, company (optional), email and phone. */
export function AboutYouSection({
  copy,
  fields: { register, errors },
}: {
  copy: QuoteFormCopy;
  fields: QuoteFormFields;
}) {
  const { fields } = copy;
  const params = copy.agentTool.params;
  return (
    <QuoteSection step={1} title={copy.sections.about}>
      <TextField
        id="quote-full-name"
        label={fields.fullName.label}
        placeholder={fields.fullName.placeholder}
        autoComplete="name"
        required
        error={errors.fullName?.message}
        toolparamdescription={params.fullName}
        {...register("fullName")}
      />
      <TextField
        id="quote-company"
        label={fields.companyName.label}
        labelNote={copy.optional}
        placeholder={fields.companyName.placeholder}
        autoComplete="organization"
        error={errors.companyName?.message}
        toolparamdescription={params.companyName}
        {...register("companyName")}
      />
      <TextField
        id="quote-email"
        type="email"
        label={fields.email.label}
        placeholder={fields.email.placeholder}
        autoComplete="email"
        required
        error={errors.email?.message}
        toolparamdescription={params.email}
        {...register("email")}
      />
      <TextField
        id="quote-phone"
        type="tel"
        label={fields.phone.label}
        placeholder={fields.phone.placeholder}
        autoComplete="tel"
        required
        error={errors.phone?.message}
        toolparamdescription={params.phone}
        {...register("phone")}
      />
    </QuoteSection>
  );
}
