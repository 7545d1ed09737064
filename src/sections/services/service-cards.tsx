import { Container } from "#src/components/ui/container.tsx";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { type ServicesIconName, servicesIcons } from "./services-icon.tsx";

interface ServiceCardsProps {
  cards: {
    eyebrow: string;
    title: string;
    linkLabel: string;
    /** Each card's link's accessible name is `linkName` ("Learn More: Web Development"). */
    items: readonly { title: string; text: string; icon: ServicesIconName; href: string; linkName: string }[];
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
              <IconCard
                as="article"
                icon={servicesIcons[card.icon]}
                tone="softToSolid"
                title={card.title}
                text={card.text}
                link={{ href: card.href, label: cards.linkLabel, name: card.linkName }}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
