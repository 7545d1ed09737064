import { useState } from "react";
import { Container } from "~/components/ui/container.tsx";
import { countLine, filterPackages, packageCategories } from "./filter-packages.ts";
import { PackageCard, type PackageCardCopy } from "./package-card.tsx";
import type { ShownPackage } from "./shown-package.ts";

export interface PackageBrowserProps {
  filter: { label: string; all: string; count: string };
  packages: readonly ShownPackage[];
  copy: PackageCardCopy;
}

/**
 * The packages grid with its sticky category filter (every category the packages name) and a polite live
 * count. An island: until its code arrives the grid shows every package, and a tap on a category is made
 * again once it has.
 */
export function PackageBrowser({ filter, packages, copy }: PackageBrowserProps) {
  const [choice, setChoice] = useState(filter.all);
  const shown = filterPackages(packages, choice, filter.all);
  const choices = [filter.all, ...packageCategories(packages)];

  return (
    <section className="pb-20 sm:pb-24">
      <div className="sticky top-[5.25rem] z-30 border-grey-200 border-b bg-white/90 py-3 backdrop-blur-md sm:top-24">
        <Container>
          <fieldset className="min-w-0">
            <legend className="sr-only">{filter.label}</legend>
            <div className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0">
              {choices.map((category) => (
                <button
                  key={category}
                  type="button"
                  aria-pressed={category === choice}
                  onClick={() => setChoice(category)}
                  className={`min-h-11 shrink-0 whitespace-nowrap rounded-pill px-5 py-2 font-semibold text-[0.95rem] transition ${
                    category === choice
                      ? "bg-accent-700 text-white shadow-card"
                      : "bg-grey-100 text-grey-700 hover:bg-accent-50 hover:text-accent-800"
                  }`}
                >
                  {category}
                </button>
              ))}
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
              <PackageCard pkg={pkg} copy={copy} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
