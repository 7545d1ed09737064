import { CalendarDays, Globe, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { Container } from "#src/components/ui/container.tsx";
import { PageHero } from "#src/components/ui/page-hero.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { TemplateText } from "#src/components/ui/template-text.tsx";
import { mailtoHref, telHref } from "#src/lib/shared/contact-links.ts";
import type { LegalSection } from "./legal-sections.ts";

interface LegalContact {
  labels: { email: string; phone: string; website: string; office: string };
  email: string;
  phone: string;
  website: string;
  office: string;
}

interface LegalDocumentProps {
  hero: { eyebrow: string; title: string; intro: string };
  /** `text` is "Effective date: {date}"; `date` the date written the page's language's way. */
  effective: { text: string; date: string; isoDate: string };
  introCard: { title: string; paragraphs: readonly string[] };
  tocTitle: string;
  sections: readonly LegalSection[];
  /** The section that ends with the agency's contact details. */
  contactSectionId: string;
  contact: LegalContact;
  closing: { title: string; text: string };
}

const linkClass =
  "font-semibold text-accent-800 underline underline-offset-2 hover:text-accent-900 break-words";

/** Markdown as the legal documents use it: paragraphs, lists, emphasis and links, in the site's type. */
const proseClass =
  "mt-4 max-w-[70ch] space-y-4 text-grey-700 leading-relaxed [&_a]:font-semibold [&_a]:text-accent-800 [&_a]:underline [&_li]:pl-1 [&_strong]:text-ink-950 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:marker:text-accent-700";

function ContactList({ contact }: { contact: LegalContact }) {
  const row = "flex min-w-0 items-start gap-3";
  const icon = "mt-1 size-5 shrink-0 text-accent-700";
  return (
    <ul className="mt-6 grid max-w-[70ch] gap-4 rounded-2xl bg-grey-50 p-6 text-grey-700 ring-1 ring-grey-200 sm:grid-cols-2">
      <li className={row}>
        <Mail aria-hidden="true" className={icon} />
        <span className="min-w-0">
          <span className="block text-grey-600 text-sm">{contact.labels.email}</span>
          <a href={mailtoHref(contact.email)} className={linkClass}>
            {contact.email}
          </a>
        </span>
      </li>
      <li className={row}>
        <Phone aria-hidden="true" className={icon} />
        <span className="min-w-0">
          <span className="block text-grey-600 text-sm">{contact.labels.phone}</span>
          <a href={telHref(contact.phone)} className={linkClass}>
            {contact.phone}
          </a>
        </span>
      </li>
      <li className={row}>
        <Globe aria-hidden="true" className={icon} />
        <span className="min-w-0">
          <span className="block text-grey-600 text-sm">{contact.labels.website}</span>
          <a href={contact.website} className={linkClass}>
            {contact.website.replace(/^https:\/\//, "").replace(/\/$/, "")}
          </a>
        </span>
      </li>
      <li className={row}>
        <MapPin aria-hidden="true" className={icon} />
        <span className="min-w-0">
          <span className="block text-grey-600 text-sm">{contact.labels.office}</span>
          <address className="not-italic">{contact.office}</address>
        </span>
      </li>
    </ul>
  );
}

/**
 * A legal page: hero with the effective date, an intro card, a table of contents with anchors, the numbered
 * sections (each fades in when scrolled into view), the contact details and a closing card.
 */
export function LegalDocument({
  hero,
  effective,
  introCard,
  tocTitle,
  sections,
  contactSectionId,
  contact,
  closing,
}: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <p className="inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-2 text-ink-100 ring-1 ring-white/15">
          <CalendarDays aria-hidden="true" className="size-4 text-accent-300" />
          <span>
            <TemplateText
              text={effective.text}
              values={{
                date: (
                  <time dateTime={effective.isoDate} className="font-semibold text-white">
                    {effective.date}
                  </time>
                ),
              }}
            />
          </span>
        </p>
      </PageHero>
      <div className="bg-grey-50 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-grey-200">
              <h2 id="toc-title" className="font-bold text-ink-950 text-sm uppercase tracking-[0.14em]">
                {tocTitle}
              </h2>
              <ol className="mt-4 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex min-h-9 items-baseline gap-2 rounded-lg px-2 py-1.5 text-grey-700 text-sm transition hover:bg-accent-50 hover:text-accent-900"
                    >
                      <span className="w-6 shrink-0 whitespace-nowrap font-semibold text-accent-700">
                        {index + 1}.
                      </span>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="min-w-0 space-y-6">
            <section
              aria-labelledby="legal-intro-title"
              className="rounded-card bg-ink-950 p-7 text-ink-100 shadow-card sm:p-9"
            >
              <h2 id="legal-intro-title" className="font-bold text-2xl text-white">
                {introCard.title}
              </h2>
              <div className="mt-3 space-y-3 text-lg">
                {introCard.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            </section>
            {sections.map((section, index) => (
              <Reveal
                as="section"
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                threshold={0.1}
                className="scroll-mt-28 rounded-card bg-white p-5 shadow-card ring-1 ring-grey-200 sm:p-9"
              >
                <h2 id={`${section.id}-title`} className="flex gap-3 font-bold text-2xl text-ink-950">
                  {/* Never "2" above ".": the Indic pages break anywhere, and a flex item shrinks to that. */}
                  <span className="shrink-0 whitespace-nowrap text-accent-700">{index + 1}.</span>
                  <span>{section.title}</span>
                </h2>
                {/* The document's own Markdown, rendered at build time from src/content/legal. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted content rendered at build */}
                <div className={proseClass} dangerouslySetInnerHTML={{ __html: section.html }} />
                {section.id === contactSectionId && <ContactList contact={contact} />}
              </Reveal>
            ))}
            <Reveal
              as="section"
              aria-labelledby="legal-closing-title"
              className="rounded-card bg-linear-to-br from-accent-700 to-accent-900 p-8 text-white shadow-lift sm:p-10"
            >
              <ShieldCheck aria-hidden="true" className="size-10 text-accent-100" />
              <h2 id="legal-closing-title" className="mt-4 font-bold text-2xl sm:text-3xl">
                {closing.title}
              </h2>
              <p className="mt-3 max-w-2xl text-accent-50 text-lg">{closing.text}</p>
            </Reveal>
          </article>
        </Container>
      </div>
    </>
  );
}
