import { Check, Send } from "lucide-react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button-link";
import { FieldError, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import type { QuotePage } from "~/content/quote.schema";
import { openEnquiry } from "~/lib/build-enquiry-link";
import { lazyResolver } from "~/lib/lazy-resolver";
import { notify } from "~/lib/notify";
import { FilePicker } from "./file-picker";
import { emptyQuoteForm } from "./quote-form-defaults";
import type { QuoteFormInput, QuoteFormValues } from "./quote-form-schema";
import { submitQuote } from "./submit-quote";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="border-grey-200 border-t pt-8 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-6 flex w-full items-center gap-3 font-bold text-ink-950 text-xl">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-accent-700 font-bold text-base text-white"
        >
          {step}
        </span>
        {title}
      </legend>
      <div className="clear-left grid gap-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The multi-section free quote form: validate, hand off to the messaging app, confirm, clear. */
export function QuoteForm({ copy }: { copy: QuotePage["form"] }) {
  // zod and the schema load the first time the form validates, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<QuoteFormInput, unknown, QuoteFormValues>(() =>
        import("./quote-form-resolver").then((module) => module.quoteFormResolver(copy)),
      ),
    [copy],
  );
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  // When the button was pressed: the submitting delay counts from the press, whatever validation took
  // (the first validation waits for zod to load).
  const pressedAt = useRef(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver,
    defaultValues: emptyQuoteForm,
    shouldFocusError: true,
  });

  async function send(values: QuoteFormValues) {
    const cleared = await submitQuote(values, files, copy, {
      open: openEnquiry,
      notify,
      wait: (ms) => wait(ms - (Date.now() - pressedAt.current)),
    });
    if (cleared) {
      reset(emptyQuoteForm);
      setFiles([]);
      setFileProblems([]);
    }
  }

  function explain(problems: FieldErrors<QuoteFormInput>) {
    // As in the spec, the toasts come once the required fields are filled in: terms first, then services.
    // The same messages also stay next to their fields.
    const others = Object.keys(problems).filter((name) => name !== "agreeToTerms" && name !== "services");
    if (others.length > 0) return;
    if (problems.agreeToTerms?.message) notify("error", problems.agreeToTerms.message);
    else if (problems.services?.message) notify("error", problems.services.message);
  }

  const { fields } = copy;
  const params = copy.agentTool.params;
  const error = (name: keyof QuoteFormInput) => errors[name]?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        pressedAt.current = Date.now();
        return handleSubmit(send, explain)(event);
      }}
      aria-labelledby="quote-form-title"
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-grey-200 sm:p-10"
    >
      <h2 id="quote-form-title" className="font-bold text-2xl text-ink-950 sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-grey-600">{copy.requiredNote}</p>
      <div className="mt-8 space-y-10">
        <Section step={1} title={copy.sections.about}>
          <TextField
            id="quote-full-name"
            label={fields.fullName.label}
            placeholder={fields.fullName.placeholder}
            autoComplete="name"
            required
            error={error("fullName")}
            toolparamdescription={params.fullName}
            {...register("fullName")}
          />
          <TextField
            id="quote-company"
            label={fields.companyName.label}
            labelNote={copy.optional}
            placeholder={fields.companyName.placeholder}
            autoComplete="organization"
            error={error("companyName")}
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
            error={error("email")}
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
            error={error("phone")}
            toolparamdescription={params.phone}
            {...register("phone")}
          />
        </Section>

        <Section step={2} title={copy.sections.services}>
          <fieldset
            aria-describedby={errors.services ? "quote-services-error" : undefined}
            className="sm:col-span-2"
          >
            <legend className="mb-3 font-semibold text-ink-900 text-sm">{copy.servicesLegend}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {copy.services.map((service) => (
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
                    {...register("services")}
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
            <FieldError id="quote-services-error" message={error("services")} />
          </fieldset>
          <TextField
            id="quote-other-service"
            label={fields.otherService.label}
            labelNote={copy.optional}
            placeholder={fields.otherService.placeholder}
            error={error("otherService")}
            className="sm:col-span-2"
            toolparamdescription={params.otherService}
            {...register("otherService")}
          />
        </Section>

        <Section step={3} title={copy.sections.budget}>
          <SelectField
            id="quote-budget"
            label={fields.budgetRange.label}
            placeholder={fields.budgetRange.placeholder ?? ""}
            options={copy.budgets}
            required
            error={error("budgetRange")}
            toolparamdescription={params.budgetRange}
            {...register("budgetRange")}
          />
          <SelectField
            id="quote-timeline"
            label={fields.timeline.label}
            placeholder={fields.timeline.placeholder ?? ""}
            options={copy.timelines}
            required
            error={error("timeline")}
            toolparamdescription={params.timeline}
            {...register("timeline")}
          />
        </Section>

        <Section step={4} title={copy.sections.project}>
          <TextAreaField
            id="quote-description"
            label={fields.projectDescription.label}
            placeholder={fields.projectDescription.placeholder}
            rows={6}
            required
            error={error("projectDescription")}
            className="sm:col-span-2"
            toolparamdescription={params.projectDescription}
            {...register("projectDescription")}
          />
          <TextAreaField
            id="quote-notes"
            label={fields.additionalNotes.label}
            labelNote={copy.optional}
            placeholder={fields.additionalNotes.placeholder}
            rows={4}
            error={error("additionalNotes")}
            className="sm:col-span-2"
            toolparamdescription={params.additionalNotes}
            {...register("additionalNotes")}
          />
          <div className="sm:col-span-2">
            <FilePicker
              label={fields.files.label}
              agentDescription={params.files}
              optional={copy.optional}
              copy={copy.files}
              files={files}
              problems={fileProblems}
              onChange={(kept, problems) => {
                setFiles(kept);
                setFileProblems(problems);
              }}
            />
          </div>
        </Section>
      </div>

      <div className="mt-10 rounded-2xl bg-grey-50 p-5 ring-1 ring-grey-200">
        <div className="flex items-start gap-3">
          <input
            id="quote-terms"
            type="checkbox"
            required
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={
              errors.agreeToTerms ? "quote-terms-error quote-terms-links" : "quote-terms-links"
            }
            className="mt-1 size-5 shrink-0 cursor-pointer accent-accent-700"
            toolparamdescription={params.agreeToTerms}
            {...register("agreeToTerms")}
          />
          <div>
            <label htmlFor="quote-terms" className="cursor-pointer font-semibold text-ink-900">
              {fields.agreeToTerms.label}
            </label>
            <p id="quote-terms-links" className="text-grey-600 text-sm">
              {copy.termsLinks.before}{" "}
              <Link
                to="/terms-of-service"
                className="font-medium text-accent-800 underline underline-offset-2"
              >
                {copy.termsLinks.terms}
              </Link>{" "}
              {copy.termsLinks.and}{" "}
              <Link to="/privacy-policy" className="font-medium text-accent-800 underline underline-offset-2">
                {copy.termsLinks.privacy}
              </Link>
              .
            </p>
          </div>
        </div>
        <FieldError id="quote-terms-error" message={error("agreeToTerms")} />
      </div>

      <div className="mt-8 flex justify-end">
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className="w-full disabled:cursor-wait sm:w-auto"
        >
          <Send aria-hidden="true" className="size-4" />
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
