import { Container } from "#src/components/ui/container.tsx";
import { fillTemplate } from "#src/content/site-variables.ts";

interface LaunchFooterProps {
  year: number;
  siteName: string;
  /** "© {year} {siteName}. All rights reserved." */
  copyright: string;
  /** The name of the page's toast area (src/lib/browser/toaster.tsx reads it from the footer). */
  toastsLabel: string;
  legalTitle: string;
  links: readonly { label: string; to: string }[];
}

/** The launching-soon page's own small footer: copyright and the legal pages. */
export function LaunchFooter({
  year,
  siteName,
  copyright,
  toastsLabel,
  legalTitle,
  links,
}: LaunchFooterProps) {
  return (
    <footer
      className="border-white/10 border-t bg-ink-950 py-8 text-ink-200 text-sm"
      data-toasts-label={toastsLabel}
    >
      <Container className="flex flex-col items-center justify-between gap-4 sm:flex-row">
        <p>{fillTemplate(copyright, { year, siteName })}</p>
        <nav aria-label={legalTitle}>
          <ul className="flex gap-6">
            {links.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  className="text-ink-100 underline-offset-2 hover:text-accent-300 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
