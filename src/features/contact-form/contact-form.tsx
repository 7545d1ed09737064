import { CheckCircle2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type ContactEnquiryCopy,
  composeContactEnquiry,
} from "#contracts/enquiry-forms/compose-contact-enquiry.ts";
import type {
  ContactFormInput,
  ContactFormRules,
  ContactFormValues,
} from "#contracts/enquiry-forms/contact-form.ts";
import { FORM_LOCALE_FIELD, formAction } from "#contracts/enquiry-forms/settings.ts";
import { templateParts } from "#contracts/enquiry-forms/template-slots.ts";
import { Button } from "#src/components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "#src/components/ui/form-field.tsx";
import { FormPanel, SendButton } from "#src/components/ui/form-panel.tsx";
import { useDelayFromPress } from "#src/lib/browser/delay-from-press.ts";
import { useFormTakeOver } from "#src/lib/browser/form-take-over.ts";
import { lazyResolver } from "#src/lib/browser/lazy-resolver.ts";
import { openEnquiry } from "#src/lib/shared/enquiry-link.ts";
import { emptyContactForm } from "./contact-form-defaults.ts";

/** How long "Sending Message..." shows: the spec's simulated delay. */
export const CONTACT_SEND_DELAY_MS = 2000;

type FieldName = keyof ContactFormInput;

export interface ContactFormCopy {
  title: string;
  intro: string;
  labels: Record<FieldName, string>;
  placeholders: Record<FieldName, string>;
  optional: string;
  submit: string;
  submitting: string;
  /** `{link}`: the link to the privacy policy, whose words are `privacyLink`. */
  privacyNote: string;
  privacyLink: string;
  success: { title: string; text: string; again: string };
  agentTool: { name: string; description: string; params: Record<FieldName, string> };
}

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
 * then shows the thank-you screen (lib/browser/form-take-over.ts).
 */
export function ContactForm({ copy, rules, enquiry, whatsappNumber, privacyHref }: ContactFormProps) {
  // zod and the schema load the first time the form validates, not with the page.
  const resolver = useMemo(
    () =>
      lazyResolver<ContactFormInput, unknown, ContactFormValues>(() =>
        import("./contact-form-resolver.ts").then((module) => module.contactFormResolver(rules)),
      ),
    [rules],
  );
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const restarted = useRef(false);
  const { pressed, waitFromPress } = useDelayFromPress();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    // No default values: each field's value is read from the page when the form takes over, so what was
    // typed before the code arrived is kept (a default would overwrite it).
    resolver,
    shouldFocusError: true,
  });
  // Posted before the code arrived: the server opened WhatsApp; the thank-you screen follows here.
  const formRef = useFormTakeOver<HTMLFormElement>(() => void handleSubmit(() => setSent(true))());

  // Focus follows the screen: the thank-you heading, then the first field again. The thank-you card comes to
  // the top of the screen (under the top bar: the page's scroll-padding), so on a phone its button sits clear
  // of the chat teaser in the bottom corner instead of where the long form's end was.
  useEffect(() => {
    if (sent) {
      thanksRef.current?.focus({ preventScroll: true });
      thanksRef.current?.parentElement?.scrollIntoView({ block: "start" });
    } else if (restarted.current) setFocus("name");
  }, [sent, setFocus]);

  async function send(values: ContactFormValues) {
    openEnquiry(whatsappNumber, composeContactEnquiry(values, enquiry));
    await waitFromPress(CONTACT_SEND_DELAY_MS);
    setSent(true);
  }

  function startOver() {
    reset(emptyContactForm);
    restarted.current = true;
    setSent(false);
  }

  if (sent) {
    return (
      <div className="flex flex-col items-center rounded-card bg-white p-8 text-center shadow-card ring-1 ring-grey-200 sm:p-12">
        <CheckCircle2 aria-hidden="true" className="size-14 text-accent-700" />
        <h2 ref={thanksRef} tabIndex={-1} className="mt-5 font-bold text-3xl text-ink-950 focus:outline-none">
          {copy.success.title}
        </h2>
        <p className="mt-3 max-w-md text-grey-700 text-lg">{copy.success.text}</p>
        <Button className="mt-8" onClick={startOver}>
          {copy.success.again}
        </Button>
      </div>
    );
  }

  const { labels, placeholders } = copy;
  const params = copy.agentTool.params;
  const error = (name: FieldName) => errors[name]?.message;

  return (
    <FormPanel
      ref={formRef}
      action={formAction("contact")}
      titleId="contact-form-title"
      title={copy.title}
      intro={copy.intro}
      onSubmit={(event) => {
        pressed();
        return handleSubmit(send)(event);
      }}
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
    >
      {/* The page's language: the server reads a form posted without JavaScript in it. */}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={enquiry.language.locale} />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label={labels.name}
          autoComplete="name"
          placeholder={placeholders.name}
          required
          error={error("name")}
          toolparamdescription={params.name}
          {...register("name")}
        />
        <TextField
          id="contact-email"
          type="email"
          label={labels.email}
          autoComplete="email"
          placeholder={placeholders.email}
          required
          error={error("email")}
          toolparamdescription={params.email}
          {...register("email")}
        />
        <TextField
          id="contact-phone"
          type="tel"
          label={labels.phone}
          autoComplete="tel"
          placeholder={placeholders.phone}
          required
          error={error("phone")}
          toolparamdescription={params.phone}
          {...register("phone")}
        />
        <TextField
          id="contact-company"
          label={labels.company}
          autoComplete="organization"
          placeholder={placeholders.company}
          required
          error={error("company")}
          toolparamdescription={params.company}
          {...register("company")}
        />
        <TextField
          id="contact-website"
          type="url"
          label={labels.website}
          labelNote={copy.optional}
          autoComplete="url"
          placeholder={placeholders.website}
          error={error("website")}
          className="sm:col-span-2"
          toolparamdescription={params.website}
          {...register("website")}
        />
        <SelectField
          id="contact-service"
          label={labels.service}
          placeholder={placeholders.service}
          options={rules.services}
          required
          error={error("service")}
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
          error={error("budget")}
          toolparamdescription={params.budget}
          {...register("budget")}
        />
        <SelectField
          id="contact-timeline"
          label={labels.timeline}
          placeholder={placeholders.timeline}
          options={rules.timelines}
          required
          error={error("timeline")}
          toolparamdescription={params.timeline}
          {...register("timeline")}
        />
        <TextAreaField
          id="contact-message"
          label={labels.message}
          placeholder={placeholders.message}
          rows={6}
          required
          error={error("message")}
          className="sm:col-span-2"
          toolparamdescription={params.message}
          {...register("message")}
        />
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-grey-600 text-sm">
          {templateParts(copy.privacyNote, ["link"]).map((part, index) =>
            typeof part === "string" ? (
              part
            ) : (
              <a
                key={index}
                href={privacyHref}
                className="font-medium text-accent-800 underline underline-offset-2"
              >
                {copy.privacyLink}
              </a>
            ),
          )}
        </p>
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
