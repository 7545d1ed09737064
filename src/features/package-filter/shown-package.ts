import type { PackageBadge, PackageIcon } from "#src/content/schemas/pricing-packages.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import { composeEnquiry, enquiryLink } from "#src/lib/shared/enquiry-link.ts";

/** A package as its card shows it: plain data, so it can travel to the island. */
export interface ShownPackage {
  id: string;
  category: string;
  title: string;
  description: string;
  features: readonly string[];
  icon: PackageIcon;
  popular: boolean;
  badge?: { kind: PackageBadge; label: string };
  /** The WhatsApp link "Inquire Now" opens: a message naming the package and its category. */
  enquiryHref: string;
}

interface PackageEntry {
  id: string;
  data: {
    category: string;
    title: string;
    description: string;
    features: readonly string[];
    icon: PackageIcon;
    popular: boolean;
    badge?: PackageBadge | undefined;
  };
}

/** The packages for the page's grid, each with its badge's words and its enquiry link. */
export function shownPackages(
  entries: readonly PackageEntry[],
  {
    badges,
    enquiry,
    lineLabels,
    whatsappNumber,
  }: {
    badges: Readonly<Record<PackageBadge, string>>;
    /** site/enquiries/enquiries.en.yaml pricingPackage: `{package}` and `{category}` are filled in. */
    enquiry: string;
    lineLabels: { package: string; category: string };
    whatsappNumber: string;
  },
): ShownPackage[] {
  return entries.map(({ id, data }) => {
    const text = composeEnquiry(fillTemplate(enquiry, { package: data.title, category: data.category }), [
      [lineLabels.package, data.title],
      [lineLabels.category, data.category],
    ]);
    return {
      id,
      category: data.category,
      title: data.title,
      description: data.description,
      features: data.features,
      icon: data.icon,
      popular: data.popular,
      ...(data.badge ? { badge: { kind: data.badge, label: badges[data.badge] } } : {}),
      enquiryHref: enquiryLink(whatsappNumber, text),
    };
  });
}
