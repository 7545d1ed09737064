import { Check } from "lucide-react";
import { Button } from "~/components/ui/button-link";
import type { PricingPackage } from "~/content/packages.schema";
import { openEnquiry } from "~/lib/build-enquiry-link";
import { PackageIcon } from "./package-icon";

const badgeStyles = {
  Popular: "bg-accent-100 text-accent-900",
  Featured: "bg-saffron-100 text-saffron-700",
  "Best Value": "bg-ink-100 text-ink-800",
} as const;

interface PackageCardProps {
  pkg: PricingPackage;
  inquireLabel: string;
  enquiryText: string;
}

export function PackageCard({ pkg, inquireLabel, enquiryText }: PackageCardProps) {
  const headingId = `pricing-${pkg.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-card bg-white p-7 shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0 ${
        pkg.popular ? "ring-2 ring-accent-600" : "ring-1 ring-grey-200"
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
          <PackageIcon name={pkg.icon} />
        </span>
        {pkg.badge && (
          <span className={`rounded-pill px-3 py-1 font-semibold text-sm ${badgeStyles[pkg.badge]}`}>
            {pkg.badge}
          </span>
        )}
      </div>
      <p className="mt-5 font-semibold text-grey-600 text-sm uppercase tracking-[0.12em]">{pkg.category}</p>
      <h3 id={headingId} className="mt-1 font-bold text-2xl">
        {pkg.title}
      </h3>
      <p className="mt-2 font-semibold text-accent-700 text-lg">{pkg.price}</p>
      <p className="mt-3 text-grey-600">{pkg.description}</p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
            <span className="text-grey-700">{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        variant={pkg.popular ? "primary" : "secondary"}
        className="mt-7 w-full"
        aria-label={`${inquireLabel}: ${pkg.title}`}
        onClick={() => openEnquiry(enquiryText)}
      >
        {inquireLabel}
      </Button>
    </article>
  );
}
