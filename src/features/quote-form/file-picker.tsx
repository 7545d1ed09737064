import { FileText, Paperclip, X } from "lucide-react";
import { type ChangeEvent, useId, useLayoutEffect, useRef } from "react";
import { numberText } from "#contracts/locale-format.ts";
import { FieldError } from "#src/components/ui/form-field.tsx";
import { fillTemplate } from "#src/content/site-variables.ts";
import { POSTED_ATTRIBUTE } from "#src/lib/head-script/early-input.ts";
import { acceptAttribute, checkFiles, type FileRules } from "./file-rules.ts";

export interface FilePickerCopy {
  /** Under the drop area: the accepted types and "Max 10MB each". */
  hint: string;
  choose: string;
  /** The remove button's name: `{name}` is the file's. */
  remove: string;
  tooLarge: string;
  wrongType: string;
  selected: string;
}

interface FilePickerProps {
  label: string;
  /** The WebMCP parameter description of the file input (agents cannot attach files). */
  agentDescription: string;
  optional: string;
  copy: FilePickerCopy;
  rules: Pick<FileRules, "accepted" | "maxMegabytes">;
  /** The page's language tag: sizes are written its way. */
  tag: string;
  files: File[];
  problems: string[];
  onChange: (files: File[], problems: string[]) => void;
}

/** A file's size in the language's own units and digits ("12 KB", "1.5 MB"). */
const fileSizeText = (tag: string, bytes: number) =>
  bytes < 1024 * 1024
    ? numberText(tag, Math.max(1, Math.round(bytes / 1024)), { style: "unit", unit: "kilobyte" })
    : numberText(tag, bytes / 1024 / 1024, {
        style: "unit",
        unit: "megabyte",
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });

/** Attachments: each chosen file is checked (type, size); a refused one is named, the rest are kept. */
export function FilePicker({
  label,
  agentDescription,
  optional,
  copy,
  rules,
  tag,
  files,
  problems,
  onChange,
}: FilePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function choose(input: HTMLInputElement) {
    const chosen = Array.from(input.files ?? []);
    const result = checkFiles(chosen, files, {
      ...rules,
      tooLarge: copy.tooLarge,
      wrongType: copy.wrongType,
    });
    onChange(result.kept, result.problems);
    input.value = "";
  }

  // Files chosen before the code arrived are taken into the list (unless the form already went with them).
  const inputRef = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form takes over
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input?.files?.length && !input.form?.hasAttribute(POSTED_ATTRIBUTE)) choose(input);
  }, []);

  return (
    <div>
      <p id={`${id}-label`} className="mb-2 font-semibold text-ink-900 text-sm">
        {label} <span className="font-normal text-grey-600">{optional}</span>
      </p>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-grey-300 border-dashed bg-grey-50 px-4 py-6 text-center transition hover:border-accent-600 hover:bg-accent-50 has-focus-visible:border-accent-600 has-focus-visible:ring-2 has-focus-visible:ring-accent-600"
      >
        <Paperclip aria-hidden="true" className="size-6 text-accent-700" />
        <span id={`${id}-choose`} className="font-semibold text-accent-800">
          {copy.choose}
        </span>
        <span id={hintId} className="text-grey-600 text-sm">
          {copy.hint}
        </span>
        <input
          id={id}
          type="file"
          name="files"
          multiple
          accept={acceptAttribute(rules)}
          ref={inputRef}
          onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target)}
          toolparamdescription={agentDescription}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={problems.length > 0 ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problems.length > 0 ? true : undefined}
          className="sr-only"
        />
      </label>
      <div id={errorId} role="alert">
        {problems.map((problem, index) => (
          <FieldError key={problem} id={`${errorId}-${index}`} message={problem} />
        ))}
      </div>
      {files.length > 0 && (
        <>
          <p className="mt-4 font-semibold text-ink-900 text-sm">{copy.selected}</p>
          <ul className="mt-2 space-y-2">
            {files.map((file) => (
              <li
                key={`${file.name}-${file.size}`}
                className="flex items-center gap-3 rounded-xl bg-white px-4 py-2.5 ring-1 ring-grey-200"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
                <span className="min-w-0 flex-1 truncate text-ink-900">{file.name}</span>
                <span className="shrink-0 text-grey-600 text-sm">{fileSizeText(tag, file.size)}</span>
                <button
                  type="button"
                  onClick={() =>
                    onChange(
                      files.filter((other) => other !== file),
                      [],
                    )
                  }
                  aria-label={fillTemplate(copy.remove, { name: file.name })}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-grey-600 transition hover:bg-danger-50 hover:text-danger-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
