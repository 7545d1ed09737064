import { useState } from "react";
import { Container } from "~/components/ui/container";
import type { PackageCategory, PackagesPage } from "~/content/packages.schema";
import { composeEnquiry } from "~/lib/build-enquiry-link";
import { countLine, filterPackages } from "./filter-packages";
import { PackageCard } from "./package-card";

interface PackageBrowserProps {
  categories: readonly PackageCategory[];
  filter: PackagesPage["filter"];
  packages: PackagesPage["packages"];
  inquireLabel: string;
  enquiryIntro: string;
}

/** The sticky category filter, the live count and the grid of package cards it narrows. */
export function PackageBrowser({
  categories,
  filter,
  packages,
  inquireLabel,
  enquiryIntro,
}: PackageBrowserProps) {
  const [choice, setChoice] = useState<string>(filter.all);
  const shown = filterPackages(packages, choice, filter.all);
  const choices = [filter.all, ...categories];

  return (
    <section className="pb-20 sm:pb-24">
      <div className="sticky top-[5.25rem] z-30 border-grey-200 border-b bg-white/90 py-3 backdrop-blur-md sm:top-24">
        <Container>
          <fieldset className="min-w-0">
            <legend className="sr-only">{filter.label}</legend>
            <div className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0">
              {choices.map((category) => {
                const active = category === choice;
                return (
                  <button
                    key={category}
                    type="button"
                    aria-pressed={active}
                    onClick={() => setChoice(category)}
                    className={`min-h-11 shrink-0 whitespace-nowrap rounded-pill px-5 py-2 font-semibold text-[0.95rem] transition ${
                      active
                        ? "bg-accent-700 text-white shadow-card"
                        : "bg-grey-100 text-grey-700 hover:bg-accent-50 hover:text-accent-800"
                    }`}
                  >
                    {category}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </Container>
      </div>
      <Container>
        <p aria-live="polite" className="mt-8 text-center font-medium text-grey-600">
          {countLine(filter.count, shown.length)}
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard
                pkg={pkg}
                inquireLabel={inquireLabel}
                enquiryText={composeEnquiry(
                  enquiryIntro.replace("{package}", pkg.title).replace("{category}", pkg.category),
                  [
                    ["Package", pkg.title],
                    ["Category", pkg.category],
                  ],
                )}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
