import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { SocialIcon } from "~/components/ui/social-icon";
import type { Link as ContentLink } from "~/content/common.schema";
import { layoutContent } from "~/content/layout";
import { siteConfig } from "~/content/site-config";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { telHref } from "~/lib/contact-links";
import { BrandLogo } from "./brand-logo";

const headingClass = "font-semibold text-sm text-white uppercase tracking-[0.14em]";
const linkClass = "text-ink-100 transition hover:text-accent-300";

/** A titled list of site links: a navigation landmark named by its heading. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly ContentLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} prefetch="intent" className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { footer } = layoutContent;
  const { contact } = siteConfig;

  return (
    <footer className="bg-ink-950 pt-16 pb-10 text-ink-100">
      <Container>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <div className="space-y-5">
            <Link to="/" aria-label={layoutContent.homeLinkLabel} className="inline-block rounded-md">
              <BrandLogo tone="dark" />
            </Link>
            <p className="max-w-md">{footer.blurb}</p>
            <NewsletterForm />
          </div>
          <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1fr_1.25fr_1fr_1.6fr]">
            <FooterLinks id="footer-quick-links" title={footer.quickLinksTitle} links={footer.quickLinks} />
            <div>
              <h2 className={headingClass}>{footer.servicesTitle}</h2>
              <ul className="mt-4 space-y-2.5" data-testid="footer-services">
                {footer.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </div>
            <FooterLinks id="footer-legal-links" title={footer.legalLinksTitle} links={footer.legalLinks} />
            <div className="col-span-2 lg:col-span-1">
              <h2 className={headingClass}>{footer.contactTitle}</h2>
              <ul className="mt-4 space-y-3">
                <li>
                  <a
                    href={`mailto:${contact.emails.info}`}
                    className={`${linkClass} inline-flex items-center gap-2`}
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {contact.emails.info}
                  </a>
                </li>
                <li>
                  <a
                    href={telHref(contact.phones.sriLanka.display)}
                    className={`${linkClass} inline-flex items-center gap-2`}
                  >
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {contact.phones.sriLanka.display}
                  </a>
                </li>
              </ul>
              <h3 className="mt-6 font-medium text-sm text-white">{footer.socialLabel}</h3>
              <ul className="mt-3 flex gap-2">
                {siteConfig.socials.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${social.network} ${layoutContent.newTab}`}
                      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-accent-400 hover:text-ink-950"
                    >
                      <SocialIcon network={social.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <p className="mt-14 border-white/10 border-t pt-8 text-ink-200 text-sm">
          © {siteConfig.copyrightYears.main} {siteConfig.name}. {footer.rights}
        </p>
      </Container>
    </footer>
  );
}
