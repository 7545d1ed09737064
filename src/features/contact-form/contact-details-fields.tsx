import { TextField } from "#src/components/ui/form-field.tsx";
import type { ContactFormCopy } from "./contact-form-copy.ts";
import type { ContactFormFields } from "./use-contact-form.ts";

/** Who is asking: name, email, phone, company, and their current website (optional). */
export function ContactDetailsFields({
  copy,
  fields: { register, errors },
}: {
  copy: ContactFormCopy;
  fields: ContactFormFields;
}) {
  const { labels, placeholders } = copy;
  const params = copy.agentTool.params;
  return (
    <>
      <TextField
        id="contact-name"
        label={labels.name}
        autoComplete="name"
        placeholder={placeholders.name}
        required
        error={errors.name?.message}
        toolparamdescription={params.name}
        {...register("name")}
      />
      <TextField
        id="contact-email"
        type="email"
        label={labels.email}
        autoComplete="email"
        placeholder={placeholders.email}
        required
        error={errors.email?.message}
        toolparamdescription={params.email}
        {...register("email")}
      />
      <TextField
        id="contact-phone"
        type="tel"
        label={labels.phone}
        autoComplete="tel"
        placeholder={placeholders.phone}
        required
        error={errors.phone?.message}
        toolparamdescription={params.phone}
        {...register("phone")}
      />
      <TextField
        id="contact-company"
        label={labels.company}
        autoComplete="organization"
        placeholder={placeholders.company}
        required
        error={errors.company?.message}
        toolparamdescription={params.company}
        {...register("company")}
      />
      <TextField
        id="contact-website"
        type="url"
        label={labels.website}
        labelNote={copy.optional}
        autoComplete="url"
        placeholder={placeholders.website}
        error={errors.website?.message}
        className="sm:col-span-2"
        toolparamdescription={params.website}
        {...register("website")}
      />
    </>
  );
}
