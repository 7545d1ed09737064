import { TextAreaField } from "#src/components/ui/form-field.tsx";
import { FilePicker } from "./file-picker.tsx";
import type { FileRules } from "./file-rules.ts";
import type { QuoteFormCopy } from "./quote-form-copy.ts";
import { QuoteSection } from "./quote-section.tsx";
import type { QuoteAttachments, QuoteFormFields } from "./use-quote-form.ts";

interface ProjectSectionProps {
  copy: QuoteFormCopy;
  fields: QuoteFormFields;
  fileRules: Pick<FileRules, "accepted" | "maxMegabytes">;
  attachments: QuoteAttachments;
  /** The page's language tag: sizes are written its way. */
  tag: string;
}

/** Section 4, the project: its description, any notes, and the files to attach in the chat (optional). */
export function ProjectSection({
  copy,
  fields: { register, errors },
  fileRules,
  attachments,
  tag,
}: ProjectSectionProps) {
  const { fields } = copy;
  const params = copy.agentTool.params;
  return (
    <QuoteSection step={4} title={copy.sections.project}>
      <TextAreaField
        id="quote-description"
        label={fields.projectDescription.label}
        placeholder={fields.projectDescription.placeholder}
        rows={6}
        required
        error={errors.projectDescription?.message}
        className="sm:col-span-2"
        toolparamdescription={params.projectDescription}
        {...register("projectDescription")}
      />
      <TextAreaField
        id="quote-notes"
        label={fields.additionalNotes.label}
        labelNote={copy.optional}
        placeholder={fields.additionalNotes.placeholder}
        rows={4}
        error={errors.additionalNotes?.message}
        className="sm:col-span-2"
        toolparamdescription={params.additionalNotes}
        {...register("additionalNotes")}
      />
      <div className="min-w-0 sm:col-span-2">
        <FilePicker
          label={fields.files.label}
          agentDescription={params.files}
          optional={copy.optional}
          copy={copy.files}
          rules={fileRules}
          tag={tag}
          files={attachments.files}
          problems={attachments.problems}
          onChange={attachments.choose}
        />
      </div>
    </QuoteSection>
  );
}
