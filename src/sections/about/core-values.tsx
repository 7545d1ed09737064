import { Container } from "#src/components/ui/container.tsx";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { type AboutIconName, aboutIcons } from "./about-icon.tsx";

interface CoreValuesProps {
  values: {
    eyebrow: string;
    title: string;
    items: readonly { title: string; text: string; icon: AboutIconName }[];
  };
}

/** The agency's values as a row of cards. */
export function CoreValues({ values }: CoreValuesProps) {
  return (
    <Reveal as="section" aria-labelledby="values-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading id="values-title" eyebrow={values.eyebrow} title={values.title} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value) => (
            <IconCard key={value.title} icon={aboutIcons[value.icon]} title={value.title} text={value.text} />
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}
