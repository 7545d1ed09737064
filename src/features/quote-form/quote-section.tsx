import type { ReactNode } from "react";

/** One numbered section of the quote form: a fieldset named by its number and title, its fields in a grid. */
export function QuoteSection({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
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
