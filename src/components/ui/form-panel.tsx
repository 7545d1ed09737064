import { Send } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Button } from "./button.tsx";

interface FormPanelProps extends Omit<ComponentPropsWithRef<"form">, "title"> {
  /** Id of the heading, which names the form. */
  titleId: string;
  title: string;
  /** The line under the heading. */
  intro: string;
  children: ReactNode;
}

/**
 * A form on a white card, named by its heading. It posts (never a GET that would put the answers in the
 * address) to its `action` in a new tab, so it sends as plain HTML; the browser checks the answers until the
 * form's code takes over (lib/browser/form-take-over.ts).
 */
export function FormPanel({ titleId, title, intro, className = "", children, ...form }: FormPanelProps) {
  return (
    <form
      method="post"
      target="_blank"
      aria-labelledby={titleId}
      className={`rounded-card bg-white p-6 shadow-card ring-1 ring-grey-200 sm:p-10 ${className}`}
      {...form}
    >
      <h2 id={titleId} className="font-bold text-2xl text-ink-950 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-grey-600">{intro}</p>
      {children}
    </form>
  );
}

/** A form's submit button: the send mark and its label, or the busy label while the form is sending. */
export function SendButton({
  busy,
  label,
  busyLabel,
  className = "",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy} className={`disabled:cursor-wait ${className}`}>
      <Send aria-hidden="true" className="size-4" />
      {busy ? busyLabel : label}
    </Button>
  );
}
