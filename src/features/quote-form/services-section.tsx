import { Check } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { QuoteService } from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import { FieldError, TextField } from "#src/components/ui/form-field.tsx";
import type { QuoteFormCopy } from "./quote-form-copy.ts";
import { QuoteSection } from "./quote-section.tsx";
import type { QuoteFormFields } from "./use-quote-form.ts";

interface ServicesSectionProps {
  copy: QuoteFormCopy;
  /** The checkboxes: the services offered on the quote form. */
  services: readonly QuoteService[];
  fields: QuoteFormFields;
  /** One box's registration (the boxes are one list). */
  registerServiceBox: () => UseFormRegisterReturn<"services">;
}

/** Section 2, the services wanted: a box for each service offered (at least one), and any other in words. */
export function ServicesSection({
  copy,
  services,
  fields: { register, errors },
  registerServiceBox,
}: ServicesSectionProps) {
  const { fields } = copy;
  const params = copy.agentTool.params;
  return (
    <QuoteSection step={2} title={copy.sections.services}>
      <fieldset
        aria-describedby={errors.services ? "quote-services-error" : undefined}
        className="min-w-0 sm:col-span-2"
      >
        <legend className="mb-3 font-semibold text-ink-900 text-sm">{copy.servicesLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {services.map((service) => (
            <label
              key={service.id}
              className="group flex cursor-pointer items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-grey-300 transition hover:ring-accent-600 has-checked:bg-accent-50 has-checked:ring-2 has-checked:ring-accent-700 has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
            >
              <input
                type="checkbox"
                id={service.id}
                value={service.id}
                className="peer sr-only"
                toolparamdescription={params.services}
                {...registerServiceBox()}
              />
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md bg-white text-white ring-1 ring-grey-400 peer-checked:bg-accent-700 peer-checked:ring-accent-700"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              <span>
                <span className="block font-semibold text-ink-950">{service.label}</span>
                <span className="block text-grey-600 text-sm">{service.description}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="quote-services-error" message={errors.services?.message} />
      </fieldset>
      <TextField
        id="quote-other-service"
        label={fields.otherService.label}
        labelNote={copy.optional}
        placeholder={fields.otherService.placeholder}
        error={errors.otherService?.message}
        className="sm:col-span-2"
        toolparamdescription={params.otherService}
        {...register("otherService")}
      />
    </QuoteSection>
  );
}
