import { BellRing, CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useLayoutEffect, useState } from "react";
import { findEmailProblem } from "#contracts/enquiry-forms/email-signup.ts";
import { FORM_LOCALE_FIELD, formAction } from "#contracts/enquiry-forms/settings.ts";
import { type EmailTemplate, sendSubscriptionEmail } from "#src/lib/browser/email-service.ts";
import { useFormTakeOver } from "#src/lib/browser/form-take-over.ts";
import { notify } from "#src/lib/browser/notify.ts";
import { openEnquiry } from "#src/lib/shared/enquiry-link.ts";
import { type SubscriptionMessages, subscribe } from "./subscribe.ts";

interface EmailSignupCopy {
  title: string;
  description: string;
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  successToast: string;
  failureToast: string;
  /** Under the form (the launch page's privacy note). */
  note?: string;
  /** A welcome panel that replaces the form once subscribed (the newsletter's). */
  welcome?: { title: string; text: string };
  agentTool: { name: string; description: string; email: string };
}

export interface EmailSignupProps {
  copy: EmailSignupCopy;
  validation: { required: string; invalid: string };
  messages: SubscriptionMessages;
  emailTemplate: EmailTemplate;
  siteName: string;
  whatsappNumber: string;
}

type Status = "idle" | "submitting" | "subscribed";

/**
 * An email sign-up (the footer's newsletter, the launch page's "Be the First to Know!"): validate, hand off
 * to the messaging app, send the email, toast. `appearance` is where it sits.
 */
export function EmailSignupForm({
  copy,
  validation,
  messages,
  emailTemplate,
  siteName,
  whatsappNumber,
  appearance,
}: EmailSignupProps & { appearance: "footer" | "card" }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const noteId = `${inputId}-note`;
  const card = appearance === "card";

  // Posted before the code arrived (the server opened WhatsApp): the email copy, the toast and the welcome
  // follow here. What was typed meanwhile is read from the field.
  const formRef = useFormTakeOver<HTMLFormElement>(() => void send(typed(), false));
  const typed = () => formRef.current?.querySelector<HTMLInputElement>("input[name='email']")?.value ?? "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form takes over
  useLayoutEffect(() => {
    if (typed() !== email) setEmail(typed());
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(email, true);
  }

  async function send(email: string, handOff: boolean) {
    const problem = findEmailProblem(email);
    if (problem) {
      setError(validation[problem]);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(null);
    setStatus("submitting");
    const outcome = await subscribe(
      { email, now: new Date(), siteName, messages },
      {
        open: (text) => (handOff ? openEnquiry(whatsappNumber, text) : undefined),
        send: (params) => sendSubscriptionEmail(emailTemplate, params),
      },
    );
    if (outcome === "subscribed") {
      void notify("success", copy.successToast);
      if (copy.welcome) setStatus("subscribed");
      else {
        setEmail("");
        setStatus("idle");
      }
    } else {
      void notify("error", copy.failureToast);
      setStatus("idle");
    }
  }

  if (status === "subscribed" && copy.welcome) {
    return (
      <div role="status" className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
        <CheckCircle2 aria-hidden="true" className="size-8 text-accent-400" />
        <h3 className="mt-3 font-semibold text-white text-xl">{copy.welcome.title}</h3>
        <p className="mt-2 text-ink-100">{copy.welcome.text}</p>
      </div>
    );
  }

  const Heading = card ? "h2" : "h3";
  const describedBy =
    [error ? errorId : null, copy.note ? noteId : null].filter(Boolean).join(" ") || undefined;
  return (
    <form
      ref={formRef}
      method="post"
      action={formAction(emailTemplate)}
      target="_blank"
      onSubmit={submit}
      aria-labelledby={`${inputId}-title`}
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
      className={
        card
          ? "w-full rounded-card bg-white/5 p-6 text-left ring-1 ring-white/10 backdrop-blur sm:p-8"
          : "space-y-3"
      }
      rel="noopener"
    >
      {/* The page's language: the server reads a form posted without JavaScript in it. */}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={messages.language.locale} />
      <Heading
        id={`${inputId}-title`}
        className={
          card ? "flex items-center gap-3 font-bold text-2xl text-white" : "font-semibold text-white text-xl"
        }
      >
        {card && <BellRing aria-hidden="true" className="size-6 shrink-0 text-saffron-300" />}
        {copy.title}
      </Heading>
      <p className={card ? "mt-2 text-ink-100" : "text-ink-100"}>{copy.description}</p>
      <div className={`flex flex-col gap-3 sm:flex-row ${card ? "mt-5" : ""}`}>
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            {copy.emailLabel}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            title={validation.invalid}
            toolparamtitle={copy.emailLabel}
            toolparamdescription={copy.agentTool.email}
            placeholder={copy.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="min-h-12 w-full rounded-pill bg-white/10 px-5 text-white ring-1 ring-white/25 placeholder:text-ink-200 focus:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 aria-invalid:ring-2 aria-invalid:ring-saffron-300 aria-invalid:focus-visible:outline-solid aria-invalid:focus-visible:outline-2 aria-invalid:focus-visible:outline-offset-2 aria-invalid:focus-visible:outline-saffron-300"
          />
        </div>
        <button
          type="submit"
          disabled={status === "submitting"}
          className="min-h-12 rounded-pill bg-accent-400 px-6 font-semibold text-ink-950 transition hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
        >
          {status === "submitting" ? copy.submitting : copy.submit}
        </button>
      </div>
      <p
        id={errorId}
        role="alert"
        className={`min-h-6 font-medium text-saffron-300 text-sm ${card ? "mt-2" : ""}`}
      >
        {error}
      </p>
      {copy.note && (
        <p id={noteId} className="text-ink-200 text-sm">
          {copy.note}
        </p>
      )}
    </form>
  );
}
