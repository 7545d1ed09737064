import { Container } from "~/components/ui/container.tsx";
import { Reveal } from "~/components/ui/reveal.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { AboutIcon, type AboutIconName } from "./about-icon.tsx";

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
            <li
              key={value.title}
              className="rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
                <AboutIcon name={value.icon} />
              </span>
              <h3 className="mt-5 font-bold text-xl">{value.title}</h3>
              <p className="mt-2 text-grey-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Reveal>
  );
}
