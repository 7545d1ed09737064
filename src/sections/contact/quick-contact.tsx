import { Clock, MessageCircle, Phone } from "lucide-react";
import { fillTemplate } from "#contracts/words.ts";
import { NewTabLink } from "#src/components/ui/new-tab-link.tsx";
import { telHref } from "#src/lib/shared/contact-links.ts";

interface QuickContactProps {
  copy: { title: string; text: string; whatsapp: string; call: string };
  whatsappHref: string;
  phone: string;
  newTab: string;
}

/** A dark card with the messaging-app and call links. */
export function QuickContact({ copy, whatsappHref, phone, newTab }: QuickContactProps) {
  return (
    <section
      aria-labelledby="quick-contact-title"
      className="rounded-card bg-ink-950 p-7 text-white shadow-card"
    >
      <h2 id="quick-contact-title" className="font-bold text-2xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-100">{copy.text}</p>
      <div className="mt-6 flex flex-col gap-3">
        <NewTabLink
          href={whatsappHref}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-pill bg-accent-400 px-6 font-semibold text-ink-950 transition hover:bg-accent-300"
          newTab={newTab}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {copy.whatsapp}
        </NewTabLink>
        <a
          href={telHref(phone)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-pill px-6 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10"
        >
          <Phone aria-hidden="true" className="size-5" />
          {fillTemplate(copy.call, { phone })}
        </a>
      </div>
    </section>
  );
}

interface BusinessHoursProps {
  title: string;
  closedNote: string;
  hours: readonly { days: string; opens: string; closes: string }[];
  /** How one line's times are written, from site/layout `wording.openingTimes` ("{opens}-{closes}"). */
  times: string;
}

/** Opening hours from the identity file. */
export function BusinessHours({ title, closedNote, hours, times }: BusinessHoursProps) {
  return (
    <section
      aria-labelledby="business-hours-title"
      className="rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200"
    >
      <h2 id="business-hours-title" className="flex items-center gap-2 font-bold text-ink-950 text-xl">
        <Clock aria-hidden="true" className="size-5 text-accent-700" />
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-grey-200">
        {hours.map((slot) => (
          <div key={slot.days} className="flex justify-between gap-4 py-2.5">
            <dt className="font-medium text-ink-900">{slot.days}</dt>
            <dd className="text-grey-700">
              {fillTemplate(times, { opens: slot.opens, closes: slot.closes })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-grey-600 text-sm">{closedNote}</p>
    </section>
  );
}
