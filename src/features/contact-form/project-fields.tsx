import type { ContactFormRules } from "#contracts/enquiry-forms/contact-form.ts";
import { SelectField, TextAreaField } from "#src/components/ui/form-field.tsx";
import type { ContactFormCopy } from "./contact-form-copy.ts";
import type { ContactFormFields } from "./use-contact-form.ts";

interface ProjectFieldsProps {
  copy: ContactFormCopy;
  /** The options of the three lists. */
  rules: Pick<ContactFormRules, "services" | "budgets" | "timelines">;
  fields: ContactFormFields;
}

/** The project: the service wanted, budget and timeline (one option of each list), and its details. */
export function ProjectFields({ copy, rules, fields: { register, errors } }: ProjectFieldsProps) {
  const { labels, placeholders } = copy;
  const params = copy.agentTool.params;
  return (
    <>
      <SelectField
        id="contact-service"
        label={labels.service}
        placeholder={placeholders.service}
        options={rules.services}
        required
        error={errors.service?.message}
        className="sm:col-span-2"
        toolparamdescription={params.service}
        {...register("service")}
      />
      <SelectField
        id="contact-budget"
        label={labels.budget}
        placeholder={placeholders.budget}
        options={rules.budgets}
        required
        error={errors.budget?.message}
        toolparamdescription={params.budget}
        {...register("budget")}
      />
      <SelectField
        id="contact-timeline"
        label={labels.timeline}
        placeholder={placeholders.timeline}
        options={rules.timelines}
        required
        error={errors.timeline?.message}
        toolparamdescription={params.timeline}
        {...register("timeline")}
      />
      <TextAreaField
        id="contact-message"
        label={labels.message}
        placeholder={placeholders.message}
        rows={6}
        required
        error={errors.message?.message}
        className="sm:col-span-2"
        toolparamdescription={params.message}
        {...register("message")}
      />
    </>
  );
}
