import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import { NewTabLink } from "#src/components/ui/new-tab-link.tsx";
import { TemplateText } from "#src/components/ui/template-text.tsx";
import { mailtoHref, telHref } from "#src/lib/shared/contact-links.ts";
import { addressText, type Wording } from "#src/lib/shared/wording.ts";

type CardKind = "phone" | "email" | "whatsapp" | "office";

export interface ContactInfoCardsProps {
  cards: readonly { kind: CardKind; title: string; text: string }[];
  phones: readonly { label: string; display: string }[];
  emails: readonly string[];
  whatsapp: { display: string; href: string };
  offices: readonly { id: string; streetAddress: string; city: string; country: string }[];
  newTab: string;
  wording: Pick<Wording, "labelled" | "address">;
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
  wording,
}: ContactInfoCardsProps) {
  const values: Record<CardKind, ReactNode> = {
    phone: phones.map((phone) => (
      <li key={phone.display}>
        <TemplateText
          text={wording.labelled}
          values={{
            label: <span className="text-grey-600 text-sm">{phone.label}</span>,
            value: (
              <a href={telHref(phone.display)} className={linkClass}>
                {phone.display}
              </a>
            ),
          }}
        />
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
        <NewTabLink href={whatsapp.href} className={linkClass} newTab={newTab}>
          {whatsapp.display}
        </NewTabLink>
      </li>
    ),
    office: offices.map((office) => (
      <li key={office.id}>
        <address className="text-grey-700 not-italic">{addressText(wording, office)}</address>
      </li>
    )),
  };

  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <IconCard key={card.kind} icon={icons[card.kind]} size="sm" title={card.title} text={card.text}>
          <ul className="mt-4 space-y-1.5">{values[card.kind]}</ul>
        </IconCard>
      ))}
    </ul>
  );
}
