import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { layoutContent } from "~/content/layout";
import { siteConfig } from "~/content/site-config";
import { composeEnquiry, openEnquiry } from "~/lib/build-enquiry-link";
import { notify } from "~/lib/notify";
import { emailServiceConfig, sendSubscriptionEmail } from "~/lib/send-subscription-email";
import { findEmailProblem } from "~/lib/validate-email";

type Status = "idle" | "submitting" | "subscribed";

/** The footer's newsletter sign-up: validate, hand off to the messaging app, send the email, welcome. */
export function NewsletterForm() {
  const copy = layoutContent.newsletter;
  const messages = layoutContent.emailValidation;
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = findEmailProblem(email);
    if (problem) {
      setError(messages[problem]);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(null);
    setStatus("submitting");
    const date = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
    openEnquiry(
      composeEnquiry(`Hi ${siteConfig.name}! Please add me to your newsletter.`, [
        ["Email", email],
        ["Date", date],
        ["Source", copy.source],
      ]),
    );
    try {
      await sendSubscriptionEmail({
        templateId: emailServiceConfig().newsletterTemplateId,
        params: {
          to_name: siteConfig.name,
          from_name: email,
          reply_to: email,
          subject: "New newsletter subscription",
          message: `${email} subscribed to the newsletter on ${date} (${copy.source}).`,
        },
      });
      setStatus("subscribed");
      notify("success", copy.successToast);
    } catch {
      setStatus("idle");
      notify("error", copy.failureToast);
    }
  }

  if (status === "subscribed") {
    return (
      <div role="status" className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
        <CheckCircle2 aria-hidden="true" className="size-8 text-accent-400" />
        <h3 className="mt-3 font-semibold text-white text-xl">{copy.successTitle}</h3>
        <p className="mt-2 text-ink-100">{copy.successText}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={subscribe}
      aria-labelledby={`${inputId}-title`}
      toolname={copy.agentTool.name}
      tooldescription={copy.agentTool.description}
      className="space-y-3"
    >
      <h3 id={`${inputId}-title`} className="font-semibold text-white text-xl">
        {copy.title}
      </h3>
      <p className="text-ink-100">{copy.description}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
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
            aria-describedby={error ? errorId : undefined}
            className="min-h-12 w-full rounded-pill bg-white/10 px-5 text-white ring-1 ring-white/20 placeholder:text-ink-200 focus:bg-white/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
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
      <p id={errorId} role="alert" className="min-h-6 font-medium text-saffron-300 text-sm">
        {error}
      </p>
    </form>
  );
}
