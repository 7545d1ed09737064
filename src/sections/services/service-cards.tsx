import { ArrowRight } from "lucide-react";
import { Container } from "~/components/ui/container.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { ServicesIcon, type ServicesIconName } from "./services-icon.tsx";

interface ServiceCardsProps {
  cards: {
    eyebrow: string;
    title: string;
    linkLabel: string;
    items: readonly { title: string; text: string; icon: ServicesIconName; href: string }[];
  };
}

/** The services as cards, each with a Learn More link to its service's page. */
export function ServiceCards({ cards }: ServiceCardsProps) {
  return (
    <section aria-labelledby="service-cards-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading id="service-cards-title" eyebrow={cards.eyebrow} title={cards.title} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.items.map((card) => (
            <li key={card.title}>
              <article className="group flex h-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 transition group-hover:bg-accent-700 group-hover:text-white">
                  <ServicesIcon name={card.icon} />
                </span>
                <h3 className="mt-5 font-bold text-xl">{card.title}</h3>
                <p className="mt-2 flex-1 text-grey-600">{card.text}</p>
                <a
                  href={card.href}
                  className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:text-accent-900"
                >
                  <span aria-hidden="true">{cards.linkLabel}</span>
                  <span className="sr-only">
                    {cards.linkLabel}: {card.title}
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
