import { Check } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { QuoteEnquiryCopy, QuoteService } from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import type { QuoteFormInput, QuoteFormRules, QuoteFormValues } from "#contracts/enquiry-forms/quote-form.ts";
import { FORM_LOCALE_FIELD, formAction } from "#contracts/enquiry-forms/settings.ts";
import { templateParts } from "#contracts/enquiry-forms/template-slots.ts";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { FieldError, SelectField, TextAreaField, TextField } from "#src/components/ui/form-field.tsx";
import { FormPanel, SendButton } from "#src/components/ui/form-panel.tsx";
import { useDelayFromPress } from "#src/lib/browser/delay-from-press.ts";
import { useFormTakeOver } from "#src/lib/browser/form-take-over.ts";
import { lazyResolver } from "#src/lib/browser/lazy-resolver.ts";
import { notify } from "#src/lib/browser/notify.ts";
import { openEnquiry } from "#src/lib/shared/enquiry-link.ts";
import { FilePicker, type FilePickerCopy } from "./file-picker.tsx";
import type { FileRules } from "./file-rules.ts";
import { emptyQuoteForm } from "./quote-form-defaults.ts";
import { type QuoteToasts, submitQuote } from "./submit-quote.ts";

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

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-grey-200 border-t pt-8 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-6 flex w-full items-center gap-3 font-bold text-ink-950 text-xl">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-700 font-bold text-base text-white"
        >
          {step}
        </span>
        {title}
      </legend>
      <div className="clear-left grid gap-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The multi-section free quote form: validate, hand off to the messaging app, confirm, clear. Files are
 * checked as they are chosen (type, size) and named in the message; the visitor attaches them in the chat.
 * An island that hydrates on load; what a visitor types, ticks, chooses or sends before then is replayed once
 * it has (lib/head-script/early-input.ts).
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
  // zod and the schema load the first time the form validates, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<QuoteFormInput, unknown, QuoteFormValues>(() =>
        import("./quote-form-resolver.ts").then((module) => module.quoteFormResolver(rules)),
      ),
    [rules],
  );
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const chooseFiles = (kept: File[], problems: string[]) => {
    setFiles(kept);
    setFileProblems(problems);
  };
  const { pressed, waitFromPress } = useDelayFromPress();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    // No default values: each field's value (and tick) is read from the page when the form takes over, so
    // what was typed or ticked before the code arrived is kept (a default would overwrite it).
    resolver,
    shouldFocusError: true,
  });
  // A group of boxes is one list: while the form takes over, each box first hands the form the list ticked in
  // the page (react-hook-form would otherwise read the first ticked box alone as the whole answer, and tick
  // them all). Registered where the boxes are, so the order of the fields (and of focus on errors) holds.
  const takingOver = useRef(true);
  useEffect(() => {
    takingOver.current = false;
  }, []);
  const tickedFromPage = (registration: ReturnType<typeof register<"services">>) => ({
    ...registration,
    ref: (box: HTMLInputElement | null) => {
      if (box?.form && takingOver.current) {
        const ticked = [...box.form.querySelectorAll<HTMLInputElement>("input[name='services']:checked")];
        setValue(
          "services",
          ticked.map((other) => other.value),
          { shouldDirty: false },
        );
      }
      registration.ref(box);
    },
  });
  // Posted before the code arrived: the server opened WhatsApp; the toast and the cleared form follow here.
  const formRef = useFormTakeOver<HTMLFormElement>(() => {
    const input = formRef.current?.querySelector<HTMLInputElement>("input[type='file']");
    const posted = Array.from(input?.files ?? []);
    void handleSubmit(async (values) => {
      const done = async () => {};
      const cleared = await submitQuote(
        values,
        posted,
        { enquiry, services, toasts: copy.toasts, tag },
        { open: () => {}, notify, wait: done },
      );
      if (cleared) {
        reset(emptyQuoteForm);
        if (input) input.value = "";
      }
    }, explain)();
  });

  async function send(values: QuoteFormValues) {
    const cleared = await submitQuote(
      values,
      files,
      { enquiry, services, toasts: copy.toasts, tag },
      {
        open: (text) => openEnquiry(whatsappNumber, text),
        notify,
        wait: waitFromPress,
      },
    );
    if (cleared) {
      reset(emptyQuoteForm);
      chooseFiles([], []);
    }
  }

  function explain(problems: FieldErrors<QuoteFormInput>) {
    // As in the spec, the toasts come once the other answers are right: terms first, then services.
    // The same messages also stay next to their fields.
    const others = Object.keys(problems).filter((name) => name !== "agreeToTerms" && name !== "services");
    if (others.length > 0) return;
    if (problems.agreeToTerms?.message) void notify("error", problems.agreeToTerms.message);
    else if (problems.services?.message) void notify("error", problems.services.message);
  }

  const { fields } = copy;
  const params = copy.agentTool.params;
  const error = (name: keyof QuoteFormInput) => errors[name]?.message;
  const linkClass = "font-medium text-accent-800 underline underline-offset-2";

  return (
    <FormPanel
      ref={formRef}
      action={formAction("quote")}
      encType="multipart/form-data"
      titleId="quote-form-title"
      title={copy.title}
      intro={copy.requiredNote}
      onSubmit={(event) => {
        pressed();
        return handleSubmit(send, explain)(event);
      }}
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
      className="min-w-0"
    >
      {/* The page's language: the server reads a form posted without JavaScript in it. */}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={enquiry.language.locale} />
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
                    {...tickedFromPage(register("services"))}
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
            options={rules.budgets}
            required
            error={error("budgetRange")}
            toolparamdescription={params.budgetRange}
            {...register("budgetRange")}
          />
          <SelectField
            id="quote-timeline"
            label={fields.timeline.label}
            placeholder={fields.timeline.placeholder ?? ""}
            options={rules.timelines}
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
          <div className="min-w-0 sm:col-span-2">
            <FilePicker
              label={fields.files.label}
              agentDescription={params.files}
              optional={copy.optional}
              copy={copy.files}
              rules={fileRules}
              tag={tag}
              files={files}
              problems={fileProblems}
              onChange={chooseFiles}
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
        <FieldError id="quote-terms-error" message={error("agreeToTerms")} />
      </div>

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
