import type { QuoteFormRules } from "#contracts/enquiry-forms/quote-form.ts";
import { SelectField } from "#src/components/ui/form-field.tsx";
import type { QuoteFormCopy } from "./quote-form-copy.ts";
import { QuoteSection } from "./quote-section.tsx";
import type { QuoteFormFields } from "./use-quote-form.ts";

interface BudgetTimelineSectionProps {
  copy: QuoteFormCopy;
  /** The options of the two lists. */
  rules: Pick<QuoteFormRules, "budgets" | "timelines">;
  fields: QuoteFormFields;
}

/** Section 3, budget and timeline: one option of each list. */
export function BudgetTimelineSection({
  copy,
  rules,
  fields: { register, errors },
}: BudgetTimelineSectionProps) {
  const { fields } = copy;
  const params = copy.agentTool.params;
  return (
    <QuoteSection step={3} title={copy.sections.budget}>
      <SelectField
        id="quote-budget"
        label={fields.budgetRange.label}
        placeholder={fields.budgetRange.placeholder ?? ""}
        options={rules.budgets}
        required
        error={errors.budgetRange?.message}
        toolparamdescription={params.budgetRange}
        {...register("budgetRange")}
      />
      <SelectField
        id="quote-timeline"
        label={fields.timeline.label}
        placeholder={fields.timeline.placeholder ?? ""}
        options={rules.timelines}
        required
        error={errors.timeline?.message}
        toolparamdescription={params.timeline}
        {...register("timeline")}
      />
    </QuoteSection>
  );
}
