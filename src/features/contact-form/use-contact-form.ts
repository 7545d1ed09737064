import { type SubmitEvent, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import {
  type ContactEnquiryCopy,
  composeContactEnquiry,
} from "#contracts/enquiry-forms/compose-contact-enquiry.ts";
import type {
  ContactFormInput,
  ContactFormRules,
  ContactFormValues,
} from "#contracts/enquiry-forms/contact-form.ts";
import { useDelayFromPress } from "#src/lib/browser/delay-from-press.ts";
import { useFormTakeOver } from "#src/lib/browser/form-take-over.ts";
import { lazyResolver } from "#src/lib/browser/lazy-resolver.ts";
import { openEnquiry } from "#src/lib/shared/enquiry-link.ts";
import { emptyContactForm } from "./contact-form-defaults.ts";

/** How long "Sending Message..." shows: the spec's simulated delay. */
const CONTACT_SEND_DELAY_MS = 2000;

/** What the form's fields need: to register them, and their problems. */
export interface ContactFormFields {
  register: UseFormRegister<ContactFormInput>;
  errors: FieldErrors<ContactFormInput>;
}

interface ContactSending {
  rules: ContactFormRules;
  enquiry: ContactEnquiryCopy;
  whatsappNumber: string;
}

/**
 * The contact form's answers, sending and screens: react-hook-form with the schema loaded on the first check,
 * the hand-off to WhatsApp, the thank-you screen (also for a form the browser posted before the code arrived)
 * and starting over, with focus following the screen.
 */
export function useContactForm({ rules, enquiry, whatsappNumber }: ContactSending) {
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

  const fields: ContactFormFields = { register, errors };
  return {
    formRef,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      pressed();
      return handleSubmit(send)(event);
    },
    fields,
    isSubmitting,
    sent,
    /** The thank-you screen's heading, focused when it shows. */
    thanksRef,
    startOver,
  };
}
