import { BellRing } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { LaunchingSoonPage } from "~/content/launching-soon.schema";
import { siteConfig } from "~/content/site-config";
import { openEnquiry } from "~/lib/build-enquiry-link";
import { notify } from "~/lib/notify";
import { emailServiceConfig, sendSubscriptionEmail } from "~/lib/send-subscription-email";
import { findEmailProblem } from "~/lib/validate-email";
import { subscribeToLaunch } from "./subscribe-to-launch";

interface LaunchNotifyFormProps {
  copy: LaunchingSoonPage["notify"];
  messages: { required: string; invalid: string };
}

/** "Be the First to Know!": validate, hand off to the messaging app, send the email, toast. */
export function LaunchNotifyForm({ copy, messages }: LaunchNotifyFormProps) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const noteId = `${inputId}-note`;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = findEmailProblem(email);
    if (problem) {
      setError(messages[problem]);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    const outcome = await subscribeToLaunch(
      { email, siteName: siteConfig.name, now: new Date(), copy },
      {
        open: openEnquiry,
        // TODO(lead): the email sender belongs in app/lib; it is imported from the newsletter feature for now.
        send: (params) =>
          sendSubscriptionEmail({ templateId: emailServiceConfig().launchTemplateId, params }),
      },
    );
    setSubmitting(false);
    if (outcome === "subscribed") {
      setEmail("");
      notify("success", copy.successToast);
    } else {
      notify("error", copy.failureToast);
    }
  }

  return (
    <form
      noValidate
      onSubmit={subscribe}
      aria-labelledby={`${inputId}-title`}
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
      className="w-full rounded-card bg-white/5 p-6 text-left ring-1 ring-white/10 backdrop-blur sm:p-8"
    >
      <h2 id={`${inputId}-title`} className="flex items-center gap-3 font-bold text-2xl text-white">
        <BellRing aria-hidden="true" className="size-6 shrink-0 text-saffron-300" />
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-100">{copy.text}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
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
            title={messages.invalid}
            toolparamtitle={copy.emailLabel}
            toolparamdescription={copy.agentTool.email}
            placeholder={copy.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            className="min-h-12 w-full rounded-pill bg-white/10 px-5 text-white ring-1 ring-white/25 placeholder:text-ink-200 focus:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 aria-invalid:ring-2 aria-invalid:ring-saffron-300"
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="min-h-12 rounded-pill bg-accent-400 px-7 font-semibold text-ink-950 transition hover:bg-accent-300 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? copy.submitting : copy.submit}
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-2 min-h-6 font-medium text-saffron-300 text-sm">
        {error}
      </p>
      <p id={noteId} className="text-ink-200 text-sm">
        {copy.privacyNote}
      </p>
    </form>
  );
}
