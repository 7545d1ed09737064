import { Check, Globe, type LucideIcon, Server, Store } from "lucide-react";
import { Button } from "~/components/ui/button-link";
import type { PackagesPage } from "~/content/packages.schema";
import { openEnquiry } from "~/lib/build-enquiry-link";

type Hosting = PackagesPage["hosting"];

const icons: Partial<Record<Hosting["products"][number]["icon"], LucideIcon>> = {
  globe: Globe,
  server: Server,
  store: Store,
};

/** Domain and hosting products; each button opens an enquiry naming its product (see docs/decisions). */
export function HostingCards({ hosting }: { hosting: Hosting }) {
  return (
    <ul className="mx-auto grid max-w-xl items-stretch gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
      {hosting.products.map((product) => {
        const Icon = icons[product.icon] ?? Globe;
        const headingId = `hosting-${product.id}`;
        return (
          <li
            key={product.id}
            aria-labelledby={headingId}
            className={`relative flex flex-col rounded-card p-7 transition duration-300 hover:-translate-y-1 motion-reduce:hover:translate-y-0 ${
              product.recommended
                ? "bg-white text-ink-950 shadow-lift ring-2 ring-accent-400"
                : "bg-white/5 text-white ring-1 ring-white/15 hover:bg-white/10"
            }`}
          >
            {product.recommended && (
              <p className="absolute -top-3.5 left-7 rounded-pill bg-saffron-300 px-3 py-1 font-semibold text-ink-950 text-sm shadow-card">
                {hosting.recommendedLabel}
              </p>
            )}
            <span
              className={`flex size-12 items-center justify-center rounded-2xl ${
                product.recommended ? "bg-accent-50 text-accent-700" : "bg-white/10 text-accent-300"
              }`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 id={headingId} className="mt-5 font-bold text-2xl">
              {product.title}
            </h3>
            <p
              className={`mt-1 font-semibold ${product.recommended ? "text-accent-700" : "text-accent-300"}`}
            >
              {product.price}
            </p>
            <p className={`mt-3 ${product.recommended ? "text-grey-600" : "text-ink-100"}`}>
              {product.description}
            </p>
            <ul className="mt-5 flex-1 space-y-2.5">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check
                    aria-hidden="true"
                    className={`mt-1 size-5 shrink-0 ${product.recommended ? "text-accent-700" : "text-accent-400"}`}
                  />
                  <span className={product.recommended ? "text-grey-700" : "text-ink-100"}>{feature}</span>
                </li>
              ))}
            </ul>
            <Button
              variant={product.recommended ? "primary" : "onDark"}
              className="mt-7 w-full"
              onClick={() => openEnquiry(hosting.enquiryIntro.replace("{product}", product.title))}
            >
              {product.action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
