import { CheckCircle2, Code2, Mail, MapPin, Megaphone, Palette, Phone, ShoppingCart } from "lucide-react";
import { Container } from "#src/components/ui/container.tsx";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import type { SocialNetwork } from "#src/components/ui/social-icon.tsx";
import { SocialLinks } from "#src/components/ui/social-links.tsx";
import { TemplateText } from "#src/components/ui/template-text.tsx";
import { mailtoHref, telHref } from "#src/lib/shared/contact-links.ts";
import { addressText, type Wording } from "#src/lib/shared/wording.ts";

const icons = { code: Code2, megaphone: Megaphone, cart: ShoppingCart, palette: Palette } as const;

interface BuildingCopy {
  title: string;
  intro: string;
  cards: readonly { icon: keyof typeof icons; title: string; text: string }[];
}

/** "What We're Building": a card for each line of work. */
export function WhatWeAreBuilding({ copy }: { copy: BuildingCopy }) {
  return (
    <Reveal as="section" aria-labelledby="building-title" className="bg-white py-20 sm:py-24">
      <Container>
        <SectionHeading id="building-title" title={copy.title} intro={copy.intro} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {copy.cards.map((card) => (
            <IconCard key={card.title} icon={icons[card.icon]} title={card.title} text={card.text} />
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}

/** "Why Choose …": the reasons, as a checklist. */
export function WhyChoose({ copy }: { copy: { title: string; intro: string; points: readonly string[] } }) {
  return (
    <Reveal as="section" aria-labelledby="why-title" className="bg-grey-50 py-20 sm:py-24">
      <Container>
        <SectionHeading id="why-title" title={copy.title} intro={copy.intro} />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-2">
          {copy.points.map((point) => (
            <li
              key={point}
              className="flex items-center gap-4 rounded-2xl bg-white px-5 py-4 font-semibold text-ink-950 shadow-card ring-1 ring-grey-200"
            >
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
              {point}
            </li>
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}

interface LaunchContactProps {
  copy: {
    title: string;
    intro: string;
    emailTitle: string;
    phoneTitle: string;
    officeTitle: string;
    socialTitle: string;
  };
  emails: readonly string[];
  phones: readonly { label: string; display: string }[];
  offices: readonly { id: string; label: string; streetAddress: string; city: string; country: string }[];
  socials: readonly { network: SocialNetwork; url: string }[];
  /** Each social link's name: `{network}`, `{newTab}`. */
  socialLink: string;
  wording: Pick<Wording, "labelled" | "address">;
  newTab: string;
}

/** How to reach the agency until launch: emails, phones, offices and social links (all from the identity file). */
export function LaunchContact({
  copy,
  emails,
  phones,
  offices,
  socials,
  socialLink,
  wording,
  newTab,
}: LaunchContactProps) {
  const card = "rounded-card bg-white/5 p-7 ring-1 ring-white/10";
  const title = "flex items-center gap-3 font-bold text-white text-xl";
  const link = "font-medium text-accent-300 underline-offset-2 hover:underline break-words";
  return (
    <Reveal
      as="section"
      aria-labelledby="launch-contact-title"
      className="bg-ink-950 py-20 text-ink-100 sm:py-24"
    >
      <Container>
        <SectionHeading id="launch-contact-title" tone="dark" title={copy.title} intro={copy.intro} />
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          <div className={card}>
            <h3 className={title}>
              <Mail aria-hidden="true" className="size-5 text-accent-400" />
              {copy.emailTitle}
            </h3>
            <ul className="mt-4 space-y-2">
              {emails.map((email) => (
                <li key={email}>
                  <a href={mailtoHref(email)} className={link}>
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={card}>
            <h3 className={title}>
              <Phone aria-hidden="true" className="size-5 text-accent-400" />
              {copy.phoneTitle}
            </h3>
            <ul className="mt-4 space-y-2">
              {phones.map((phone) => (
                <li key={phone.display}>
                  <TemplateText
                    text={wording.labelled}
                    values={{
                      label: <span className="text-ink-200 text-sm">{phone.label}</span>,
                      value: (
                        <a href={telHref(phone.display)} className={link}>
                          {phone.display}
                        </a>
                      ),
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
          <div className={card}>
            <h3 className={title}>
              <MapPin aria-hidden="true" className="size-5 text-accent-400" />
              {copy.officeTitle}
            </h3>
            <ul className="mt-4 space-y-3">
              {offices.map((office) => (
                <li key={office.id}>
                  <span className="block font-semibold text-sm text-white">{office.label}</span>
                  <address className="not-italic">{addressText(wording, office)}</address>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-col items-center gap-4">
          <h3 className="font-semibold text-white">{copy.socialTitle}</h3>
          <SocialLinks socials={socials} linkName={socialLink} newTab={newTab} size="lg" />
        </div>
      </Container>
    </Reveal>
  );
}
