import { Check, Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button-link";
import { composeEnquiry, openEnquiry } from "~/lib/build-enquiry-link";

interface ServicePackageView {
  name: string;
  price: string;
  features: readonly string[];
}

interface PackageGridProps {
  serviceTitle: string;
  packages: readonly ServicePackageView[];
  mostPopular: string;
  inquireLabel: string;
  /** The enquiry's opening line for one package: names the package and the service. */
  enquiryIntros: readonly string[];
}

/** Three packages side by side; the second is the most popular and stands out. */
export function PackageGrid({
  serviceTitle,
  packages,
  mostPopular,
  inquireLabel,
  enquiryIntros,
}: PackageGridProps) {
  return (
    <ul className="mx-auto grid max-w-xl items-stretch gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
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
                {mostPopular}
              </p>
            )}
            <h3 id={headingId} className="font-bold text-2xl">
              {pkg.name}
            </h3>
            <p className={`mt-2 font-semibold text-lg ${popular ? "text-accent-300" : "text-accent-700"}`}>
              {pkg.price}
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {pkg.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check
                    aria-hidden="true"
                    className={`mt-1 size-5 shrink-0 ${popular ? "text-accent-400" : "text-accent-700"}`}
                  />
                  <span className={popular ? "text-ink-100" : "text-grey-700"}>{feature}</span>
                </li>
              ))}
            </ul>
            <Button
              variant={popular ? "onDark" : "primary"}
              size="lg"
              className="mt-8 w-full"
              aria-label={`${inquireLabel}: ${pkg.name}`}
              onClick={() =>
                openEnquiry(
                  composeEnquiry(enquiryIntros[index] ?? "", [
                    ["Service", serviceTitle],
                    ["Package", pkg.name],
                  ]),
                )
              }
            >
              {inquireLabel}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
