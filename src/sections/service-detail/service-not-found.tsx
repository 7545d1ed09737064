import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link.tsx";
import { Container } from "~/components/ui/container.tsx";

type Link = { label: string; to: string };

interface ServiceNotFoundProps {
  copy: { eyebrow: string; title: string; message: string; link: Link; servicesTitle: string };
  /** Every service's page, offered as ways on. */
  services: readonly Link[];
}

/** The screen for a service address the site does not have: what happened, and every service it does have. */
export function ServiceNotFound({ copy, services }: ServiceNotFoundProps) {
  return (
    <section className="bg-grey-50 pt-40 pb-24">
      <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="font-semibold text-accent-700 text-sm uppercase tracking-[0.16em]">{copy.eyebrow}</p>
          <h1 className="mt-3 font-bold text-5xl sm:text-6xl">{copy.title}</h1>
          <p className="mt-5 max-w-xl text-grey-600 text-lg">{copy.message}</p>
          <div className="mt-8">
            <ButtonLink href={copy.link.to} size="lg">
              {copy.link.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </div>
        <nav
          aria-labelledby="service-not-found-links"
          className="rounded-card bg-white p-6 shadow-card sm:p-8"
        >
          <h2
            id="service-not-found-links"
            className="font-semibold text-grey-600 text-sm uppercase tracking-[0.14em]"
          >
            {copy.servicesTitle}
          </h2>
          <ul className="mt-4 divide-y divide-grey-200">
            {services.map((service) => (
              <li key={service.to}>
                <a
                  href={service.to}
                  className="flex items-center justify-between gap-4 py-3 font-semibold hover:text-accent-700"
                >
                  {service.label}
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
