import { Mail, Phone, Rss } from "lucide-react";
import type { ReactNode } from "react";
import { BrandLogo } from "#src/components/ui/brand-logo.tsx";
import { Container } from "#src/components/ui/container.tsx";
import type { SocialNetwork } from "#src/components/ui/social-icon.tsx";
import { SocialLinks } from "#src/components/ui/social-links.tsx";
import { fillTemplate } from "#src/content/site-variables.ts";
import { telHref } from "#src/lib/shared/contact-links.ts";
import { type LanguageLink, LanguageLinks } from "./language-switcher.tsx";

const headingClass = "font-semibold text-sm text-white uppercase tracking-[0.14em]";
const linkClass = "text-ink-100 transition hover:text-accent-300";

type Link = { to: string; label: string };

/** A titled list of site links: a navigation landmark named by its heading. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly Link[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface FooterProps {
  siteName: string;
  /** The home page, in the page's language. */
  homeHref: string;
  homeLinkLabel: string;
  newTab: string;
  copy: {
    blurb: string;
    quickLinksTitle: string;
    quickLinks: readonly Link[];
    legalLinksTitle: string;
    legalLinks: readonly Link[];
    servicesTitle: string;
    contactTitle: string;
    socialLabel: string;
    /** "© {year} {siteName}. All rights reserved." */
    copyright: string;
    socialLink: string;
    toastsLabel: string;
  };
  /** The services named in the footer's plain-text list (from the service files). */
  services: readonly string[];
  email: string;
  phone: string;
  socials: readonly { network: SocialNetwork; url: string }[];
  copyrightYear: number;
  /** The newsletter sign-up (an island, placed by the layout). */
  newsletter?: ReactNode;
  /** The same page in every language (the switcher's links), and their list's name. */
  languages?: { label: string; links: readonly LanguageLink[] };
  /** The insights journal's feed in the page's language (its link sits beside the copyright). */
  feed?: { label: string; href: string };
}

export function Footer({
  siteName,
  homeHref,
  homeLinkLabel,
  newTab,
  copy,
  services,
  email,
  phone,
  socials,
  copyrightYear,
  newsletter,
  languages,
  feed,
}: FooterProps) {
  return (
    <footer className="bg-ink-950 pt-16 pb-10 text-ink-100" data-toasts-label={copy.toastsLabel}>
      <Container>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <div className="space-y-5">
            <a href={homeHref} aria-label={homeLinkLabel} className="inline-block rounded-md">
              <BrandLogo name={siteName} tone="dark" />
            </a>
            <p className="max-w-md">{copy.blurb}</p>
            {newsletter}
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1fr_1.25fr_1fr_1.6fr]">
            <FooterLinks id="footer-quick-links" title={copy.quickLinksTitle} links={copy.quickLinks} />
            <div>
              <h2 className={headingClass}>{copy.servicesTitle}</h2>
              <ul className="mt-4 space-y-2.5" data-testid="footer-services">
                {services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </div>
            <FooterLinks id="footer-legal-links" title={copy.legalLinksTitle} links={copy.legalLinks} />
            <div className="col-span-2 lg:col-span-1">
              <h2 className={headingClass}>{copy.contactTitle}</h2>
              <ul className="mt-4 space-y-3">
                <li>
                  <a href={`mailto:${email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {email}
                  </a>
                </li>
                <li>
                  <a href={telHref(phone)} className={`${linkClass} inline-flex items-center gap-2`}>
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {phone}
                  </a>
                </li>
              </ul>
              <h3 className="mt-6 font-medium text-sm text-white">{copy.socialLabel}</h3>
              <SocialLinks socials={socials} linkName={copy.socialLink} newTab={newTab} className="mt-3" />
            </div>
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-4 border-white/10 border-t pt-8 text-ink-200 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <p>{fillTemplate(copy.copyright, { year: copyrightYear, siteName })}</p>
            {feed && (
              <a
                href={feed.href}
                type="application/rss+xml"
                className={`${linkClass} inline-flex min-h-11 items-center gap-2`}
                data-testid="footer-feed"
              >
                <Rss aria-hidden="true" className="size-4 shrink-0" />
                {feed.label}
              </a>
            )}
          </div>
          {languages && (
            <nav aria-label={languages.label}>
              <ul className="flex flex-wrap gap-x-1 gap-y-2">
                <LanguageLinks
                  languages={languages.links}
                  className="inline-flex min-h-11 items-center rounded-pill px-3"
                  current="bg-white/10 text-white"
                  other="hover:text-white"
                />
              </ul>
            </nav>
          )}
        </div>
      </Container>
    </footer>
  );
}
