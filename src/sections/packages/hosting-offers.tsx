import { Globe, type LucideIcon, Server, Store } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { CheckList } from "#src/components/ui/check-list.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { IconTile } from "#src/components/ui/icon-tile.tsx";
import { NewTabLink } from "#src/components/ui/new-tab-link.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

interface HostingProduct {
  id: string;
  title: string;
  description: string;
  icon: string;
  features: readonly string[];
  recommended: boolean;
  action: string;
  /** The WhatsApp enquiry naming the product. */
  enquiryHref: string;
}

interface HostingOffersProps {
  copy: { eyebrow: string; title: string; intro: string; recommendedLabel: string };
  products: readonly HostingProduct[];
  price: string;
  newTab: string;
}

const icons: Partial<Record<string, LucideIcon>> = { globe: Globe, server: Server, store: Store };

/** Domain and hosting products on a dark band; each button opens a WhatsApp enquiry naming its product. */
export function HostingOffers({ copy, products, price, newTab }: HostingOffersProps) {
  return (
    <section aria-labelledby="hosting-title" className="bg-ink-950 py-20 text-white sm:py-24">
      <Container>
        <SectionHeading
          id="hosting-title"
          tone="dark"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
        />
        <Reveal
          as="ul"
          className="mx-auto mt-14 grid max-w-xl items-stretch gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6"
        >
          {products.map((product) => {
            const headingId = `hosting-${product.id}`;
            const on = product.recommended;
            return (
              <li
                key={product.id}
                aria-labelledby={headingId}
                className={`relative flex flex-col rounded-card p-7 transition duration-300 hover:-translate-y-1 motion-reduce:hover:translate-y-0 ${
                  on
                    ? "bg-white text-ink-950 shadow-lift ring-2 ring-accent-400"
                    : "bg-white/5 text-white ring-1 ring-white/15 hover:bg-white/10"
                }`}
              >
                {on && (
                  <p className="absolute -top-3.5 left-7 rounded-pill bg-saffron-300 px-3 py-1 font-semibold text-ink-950 text-sm shadow-card">
                    {copy.recommendedLabel}
                  </p>
                )}
                <IconTile icon={icons[product.icon] ?? Globe} tone={on ? "soft" : "onDark"} />
                <h3 id={headingId} className="mt-5 font-bold text-2xl">
                  {product.title}
                </h3>
                <p className={`mt-1 font-semibold ${on ? "text-accent-700" : "text-accent-300"}`}>{price}</p>
                <p className={`mt-3 ${on ? "text-grey-600" : "text-ink-100"}`}>{product.description}</p>
                <CheckList
                  items={product.features}
                  tone={on ? "light" : "dark"}
                  className="mt-5 flex-1 space-y-2.5"
                />
                <NewTabLink
                  href={product.enquiryHref}
                  className={buttonClasses(on ? "primary" : "onDark", "md", "mt-7 w-full")}
                  newTab={newTab}
                >
                  {product.action}
                </NewTabLink>
              </li>
            );
          })}
        </Reveal>
      </Container>
    </section>
  );
}
