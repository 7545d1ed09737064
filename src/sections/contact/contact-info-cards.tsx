import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { mailtoHref, telHref } from "~/lib/contact-links.ts";

type CardKind = "phone" | "email" | "whatsapp" | "office";

export interface ContactInfoCardsProps {
  cards: readonly { kind: CardKind; title: string; text: string }[];
  phones: readonly { label: string; display: string }[];
  emails: readonly string[];
  whatsapp: { display: string; href: string };
  offices: readonly { id: string; streetAddress: string; city: string; country: string }[];
  newTab: string;
}

const icons = { phone: Phone, email: Mail, whatsapp: MessageCircle, office: MapPin } as const;
const linkClass = "font-semibold text-accent-800 underline-offset-2 hover:underline break-words";

/** The four ways to reach the agency; every value comes from the identity file. */
export function ContactInfoCards({
  cards,
  phones,
  emails,
  whatsapp,
  offices,
  newTab,
}: ContactInfoCardsProps) {
  const values: Record<CardKind, ReactNode> = {
    phone: phones.map((phone) => (
      <li key={phone.display}>
        <span className="text-grey-600 text-sm">{phone.label}: </span>
        <a href={telHref(phone.display)} className={linkClass}>
          {phone.display}
        </a>
      </li>
    )),
    email: emails.map((email) => (
      <li key={email}>
        <a href={mailtoHref(email)} className={linkClass}>
          {email}
        </a>
      </li>
    )),
    whatsapp: (
      <li>
        <a href={whatsapp.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {whatsapp.display}
          <span className="sr-only"> {newTab}</span>
        </a>
      </li>
    ),
    office: offices.map((office) => (
      <li key={office.id}>
        <address className="text-grey-700 not-italic">
          {office.streetAddress}, {office.city}, {office.country}
        </address>
      </li>
    )),
  };

  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => {
        const Icon = icons[card.kind];
        return (
          <li
            key={card.kind}
            className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-grey-200 transition hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
          >
            <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-bold text-ink-950 text-lg">{card.title}</h3>
            <p className="mt-1 text-grey-600 text-sm">{card.text}</p>
            <ul className="mt-4 space-y-1.5">{values[card.kind]}</ul>
          </li>
        );
      })}
    </ul>
  );
}
