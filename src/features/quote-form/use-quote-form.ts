import { type SubmitEvent, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import type { QuoteEnquiryCopy, QuoteService } from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import type { QuoteFormInput, QuoteFormRules, QuoteFormValues } from "#contracts/enquiry-forms/quote-form.ts";
import { useDelayFromPress } from "#src/lib/browser/delay-from-press.ts";
import { useFormTakeOver } from "#src/lib/browser/form-take-over.ts";
import { lazyResolver } from "#src/lib/browser/lazy-resolver.ts";
import { notify } from "#src/lib/browser/notify.ts";
import { openEnquiry } from "#src/lib/shared/enquiry-link.ts";
import { emptyQuoteForm } from "./quote-form-defaults.ts";
import { type QuoteToasts, submitQuote } from "./submit-quote.ts";

/** What a section of the form needs for its fields: to register them, and their problems. */
export interface QuoteFormFields {
  register: UseFormRegister<QuoteFormInput>;
  errors: FieldErrors<QuoteFormInput>;
}

/** The files the visitor chose (checked as chosen), the ones turned away, and how to change them. */
export interface QuoteAttachments {
  files: File[];
  problems: string[];
  choose: (kept: File[], problems: string[]) => void;
}

interface QuoteSending {
  rules: QuoteFormRules;
  services: readonly QuoteService[];
  enquiry: QuoteEnquiryCopy;
  whatsappNumber: string;
  toasts: QuoteToasts;
  /** The page's language tag: counts are written its way. */
  tag: string;
}

/**
 * The quote form's answers, files and sending: react-hook-form with the schema loaded on the first check, the
 * take-over of what the visitor typed, ticked or sent before the code arrived, and the hand-off to WhatsApp.
 */
export function useQuoteForm({ rules, services, enquiry, whatsappNumber, toasts, tag }: QuoteSending) {
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
        { enquiry, services, toasts, tag },
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
      { enquiry, services, toasts, tag },
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

  const fields: QuoteFormFields = { register, errors };
  const attachments: QuoteAttachments = { files, problems: fileProblems, choose: chooseFiles };
  return {
    formRef,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      pressed();
      return handleSubmit(send, explain)(event);
    },
    fields,
    /** One service box's registration: the boxes are one list, taken over from the page as ticked there. */
    registerServiceBox: () => tickedFromPage(register("services")),
    attachments,
    isSubmitting,
  };
}
