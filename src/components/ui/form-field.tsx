import { CircleAlert } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import "./form-field.css";

/** The ids that tie a control to its hint and error, so screen readers read them with the field. */
function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  const ids = fieldIds(id);
  const list = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

/**
 * A control's look. An invalid control keeps its red ring when focused (the ring says "fix me"), so focus shows
 * as an outline around it: after a failed send, focus moves to the first wrong field and must be seen there.
 */
const controlClasses =
  "block w-full rounded-xl bg-white px-4 py-3 text-ink-950 ring-1 ring-grey-300 transition placeholder:text-grey-500 hover:ring-grey-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 aria-invalid:ring-2 aria-invalid:ring-danger-600 aria-invalid:focus-visible:outline-solid aria-invalid:focus-visible:outline-2 aria-invalid:focus-visible:outline-offset-2 aria-invalid:focus-visible:outline-danger-600";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the hint and the error message under it. */
function FieldFrame({ id, label, labelNote, hint, error, className, children }: FieldFrameProps) {
  const ids = fieldIds(id);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block font-semibold text-ink-900 text-sm">
        {label}
        {labelNote && <span className="font-normal text-grey-600"> {labelNote}</span>}
      </label>
      {children}
      {hint && (
        <p id={ids.hint} className="mt-1.5 text-grey-600 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

/** An error message under a control (nothing when there is no error). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 font-medium text-danger-700 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** What a control needs to be found by its label and read with its hint and error. */
function controlOf(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error }),
  };
}

type Common = { id: string; label: ReactNode; labelNote?: string; hint?: ReactNode; error?: string };

export function TextField({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  ...input
}: Common & ComponentPropsWithRef<"input">) {
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      <input {...controlOf(id, { hint, error })} className={`${controlClasses} min-h-12`} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  ...textarea
}: Common & ComponentPropsWithRef<"textarea">) {
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      <textarea
        {...controlOf(id, { hint, error })}
        rows={5}
        className={`${controlClasses} resize-y`}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  labelNote,
  hint,
  error,
  className,
  placeholder,
  options,
  ...select
}: Common & { placeholder: string; options: readonly string[] } & ComponentPropsWithRef<"select">) {
  return (
    <FieldFrame id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      <select
        {...controlOf(id, { hint, error })}
        className={`${controlClasses} select-chevron min-h-12 appearance-none text-ellipsis bg-[length:1.25rem] bg-[right_0.9rem_center] bg-no-repeat pr-10`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
