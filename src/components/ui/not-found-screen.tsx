import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "./container.tsx";

type Link = { to: string; label: string };

interface NotFoundScreenProps {
  eyebrow: string;
  title: string;
  message: string;
  /** The buttons under the message. */
  actions: ReactNode;
  /** Id of the heading that names the list of links. */
  linksId: string;
  linksTitle: string;
  /** Pages offered as ways on. */
  links: readonly Link[];
  /** Smaller rows, for a long list. */
  dense?: boolean;
}

/** A page that is not there: what happened and what to do, beside a list of pages to go on to. */
export function NotFoundScreen({
  eyebrow,
  title,
  message,
  actions,
  linksId,
  linksTitle,
  links,
  dense = false,
}: NotFoundScreenProps) {
  return (
    <section className="bg-grey-50 pt-40 pb-24">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="font-semibold text-accent-700 text-sm uppercase tracking-[0.16em]">{eyebrow}</p>
          <h1 className="mt-3 font-bold text-5xl sm:text-6xl">{title}</h1>
          <p className="mt-5 max-w-xl text-grey-600 text-lg">{message}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        <nav aria-labelledby={linksId} className="rounded-card bg-white p-6 shadow-card sm:p-8">
          <h2 id={linksId} className="font-semibold text-grey-600 text-sm uppercase tracking-[0.14em]">
            {linksTitle}
          </h2>
          <ul className="mt-4 divide-y divide-grey-200">
            {links.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  className={`flex items-center justify-between gap-4 font-semibold hover:text-accent-700 ${dense ? "py-3" : "py-3.5 text-lg"}`}
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}
