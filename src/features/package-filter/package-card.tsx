import { MessageCircle } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { CheckList } from "#src/components/ui/check-list.tsx";
import { IconTile } from "#src/components/ui/icon-tile.tsx";
import type { PackageBadge } from "#src/content/schemas/pricing-packages.ts";
import { newTabLinkFor, type Wording } from "#src/lib/shared/wording.ts";
import { packageIcons } from "./package-icon.tsx";
import type { ShownPackage } from "./shown-package.ts";

const badgeStyles: Record<PackageBadge, string> = {
  popular: "bg-accent-100 text-accent-900",
  featured: "bg-saffron-100 text-saffron-700",
  bestValue: "bg-ink-100 text-ink-800",
};

export interface PackageCardCopy {
  price: string;
  inquireLabel: string;
  newTab: string;
  /** How a link's name is worded (site/layout `wording`). */
  wording: Pick<Wording, "linkFor" | "newTabLink">;
}

/** One package: icon and badge, category, title, the price text, what it includes, and a WhatsApp enquiry. */
export function PackageCard({ pkg, copy }: { pkg: ShownPackage; copy: PackageCardCopy }) {
  const headingId = `package-${pkg.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-card bg-white p-7 shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0 ${
        pkg.popular ? "ring-2 ring-accent-600" : "ring-1 ring-grey-200"
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <IconTile icon={packageIcons[pkg.icon]} />
        {pkg.badge && (
          <span className={`rounded-pill px-3 py-1 font-semibold text-sm ${badgeStyles[pkg.badge.kind]}`}>
            {pkg.badge.label}
          </span>
        )}
      </div>
      <p className="mt-5 font-semibold text-grey-600 text-sm uppercase tracking-[0.12em]">{pkg.category}</p>
      <h3 id={headingId} className="mt-1 font-bold text-2xl">
        {pkg.title}
      </h3>
      <p className="mt-2 font-semibold text-accent-700 text-lg">{copy.price}</p>
      <p className="mt-3 text-grey-600">{pkg.description}</p>
      <CheckList items={pkg.features} className="mt-5 flex-1 space-y-2.5" />
      <a
        href={pkg.enquiryHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={newTabLinkFor(copy.wording, copy.inquireLabel, pkg.title, copy.newTab)}
        className={buttonClasses(pkg.popular ? "primary" : "secondary", "md", "mt-7 w-full")}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {copy.inquireLabel}
      </a>
    </article>
  );
}
