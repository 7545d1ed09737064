import { Mail, MessageCircle, Phone } from "lucide-react";
import { NewTabLink } from "#src/components/ui/new-tab-link.tsx";
import { fillTemplate } from "#src/content/site-variables.ts";
import { mailtoHref, telHref } from "#src/lib/shared/contact-links.ts";

interface QuoteAsideProps {
  copy: {
    stepsTitle: string;
    steps: readonly { title: string; text: string }[];
    contactTitle: string;
    contactText: string;
    whatsapp: string;
  };
  phones: readonly { label: string; display: string }[];
  email: string;
  whatsappHref: string;
  newTab: string;
  /** "{label}: {value}": each phone's name for screen readers, with its country. */
  labelled: string;
}

const linkClass =
  "flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-white transition hover:bg-white/10 break-all";

/** Beside the quote form: what happens after sending, and the agency's phones, email and WhatsApp. */
export function QuoteAside({ copy, phones, email, whatsappHref, newTab, labelled }: QuoteAsideProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:sticky lg:top-28 lg:grid-cols-1">
      <section
        aria-labelledby="quote-steps-title"
        className="rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200"
      >
        <h2 id="quote-steps-title" className="font-bold text-ink-950 text-xl">
          {copy.stepsTitle}
        </h2>
        <ol className="mt-5 space-y-5">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 font-bold text-accent-800"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink-950">{step.title}</h3>
                <p className="text-grey-600 text-sm">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="quote-contact-title"
        className="rounded-card bg-ink-950 p-7 text-white shadow-card"
      >
        <h2 id="quote-contact-title" className="font-bold text-xl">
          {copy.contactTitle}
        </h2>
        <p className="mt-2 text-ink-100 text-sm">{copy.contactText}</p>
        <ul className="-mx-3 mt-4 space-y-1">
          {phones.map((phone) => (
            <li key={phone.display}>
              <a href={telHref(phone.display)} className={linkClass}>
                <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
                <span aria-hidden="true">{phone.display}</span>
                <span className="sr-only">
                  {fillTemplate(labelled, { label: phone.label, value: phone.display })}
                </span>
              </a>
            </li>
          ))}
          <li>
            <a href={mailtoHref(email)} className={linkClass}>
              <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              {email}
            </a>
          </li>
          <li>
            <NewTabLink href={whatsappHref} className={linkClass} newTab={newTab}>
              <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
              {copy.whatsapp}
            </NewTabLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
