import { Sparkles } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { CheckList } from "#src/components/ui/check-list.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { newTabLinkFor, type Wording } from "#src/lib/shared/wording.ts";

interface PackageView {
  name: string;
  features: readonly string[];
  /** The WhatsApp link that asks about this package. */
  enquiryHref: string;
}

interface PackageGridProps {
  /** The section's id: the hero's packages link jumps here. */
  id: string;
  copy: {
    eyebrow: string;
    title: string;
    intro: string;
    price: string;
    mostPopular: string;
    inquire: string;
  };
  packages: readonly PackageView[];
  note?: string;
  newTab: string;
  /** How a link's name is worded (site/layout `wording`). */
  wording: Pick<Wording, "linkFor" | "newTabLink">;
}

/**
 * The packages side by side; the second is the most popular and stands out. Every price reads "Contact for
 * Pricing"; "Inquire Now" is a plain link that opens WhatsApp with the package and the service named.
 */
export function PackageGrid({ id, copy, packages, note, newTab, wording }: PackageGridProps) {
  return (
    <section id={id} aria-labelledby="packages-title" className="scroll-mt-24 bg-grey-50 py-20 sm:py-24">
      <Container>
        <SectionHeading id="packages-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
        <ul className="mx-auto mt-14 grid max-w-xl items-stretch gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
          {packages.map((pkg, index) => {
            const popular = index === 1;
            const headingId = `package-${index}`;
            return (
              <li
                key={pkg.name}
                aria-labelledby={headingId}
                data-popular={popular || undefined}
                className={`relative flex flex-col rounded-card p-7 transition duration-300 hover:-translate-y-1 motion-reduce:hover:translate-y-0 sm:p-8 ${
                  popular
                    ? "bg-ink-950 text-white shadow-lift ring-2 ring-accent-400 lg:-my-3"
                    : "bg-white shadow-card ring-1 ring-grey-200 hover:shadow-lift"
                }`}
              >
                {popular && (
                  <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-pill bg-saffron-300 px-4 py-1 font-semibold text-ink-950 text-sm shadow-card">
                    <Sparkles aria-hidden="true" className="size-4" />
                    {copy.mostPopular}
                  </p>
                )}
                <h3 id={headingId} className="font-bold text-2xl">
                  {pkg.name}
                </h3>
                <p
                  className={`mt-2 font-semibold text-lg ${popular ? "text-accent-300" : "text-accent-700"}`}
                >
                  {copy.price}
                </p>
                <CheckList
                  items={pkg.features}
                  tone={popular ? "dark" : "light"}
                  className="mt-6 flex-1 space-y-3"
                />
                <a
                  href={pkg.enquiryHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses(popular ? "onDark" : "primary", "lg", "mt-8 w-full")}
                >
                  <span aria-hidden="true">{copy.inquire}</span>
                  <span className="sr-only">{newTabLinkFor(wording, copy.inquire, pkg.name, newTab)}</span>
                </a>
              </li>
            );
          })}
        </ul>
        {note && <p className="mt-10 text-center font-semibold text-grey-700">{note}</p>}
      </Container>
    </section>
  );
}
