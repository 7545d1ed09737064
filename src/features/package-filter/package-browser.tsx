import type { PluralPhrases } from "#contracts/locale-format.ts";
import { ChoiceFilter, filterPlaces } from "#src/components/ui/choice-filter.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { countLine, filterPackages, packageCategories } from "./filter-packages.ts";
import { PackageCard, type PackageCardCopy } from "./package-card.tsx";
import type { ShownPackage } from "./shown-package.ts";

export interface PackageBrowserProps {
  filter: { label: string; all: string; count: PluralPhrases };
  /** The page's language tag: the count is written and chosen by its rules. */
  tag: string;
  packages: readonly ShownPackage[];
  copy: PackageCardCopy;
}

/**
 * The packages grid with its sticky category filter (every category the packages name) and the count line.
 * Plain HTML (ChoiceFilter: radios and `:has()`), so it filters the moment it is painted and ships no script.
 */
export function PackageBrowser({ filter, packages, copy, tag }: PackageBrowserProps) {
  const choices = [filter.all, ...packageCategories(packages)];
  return (
    <section className="pb-20 sm:pb-24">
      <ChoiceFilter
        name="package-category"
        legend={filter.label}
        choices={choices}
        countLines={choices.map((choice) =>
          countLine(filter.count, filterPackages(packages, choice, filter.all).length, tag),
        )}
        barClassName="sticky top-[5.25rem] z-30 border-grey-200 border-b bg-white/90 py-3 backdrop-blur-md sm:top-24"
        rowClassName="mx-auto flex max-w-content gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:thin] sm:flex-wrap sm:justify-center sm:px-8"
        choiceClassName="min-h-11 shrink-0 cursor-pointer whitespace-nowrap rounded-pill bg-grey-100 px-5 py-2 font-semibold text-[0.95rem] text-grey-700 transition hover:bg-accent-50 hover:text-accent-800 peer-checked:bg-accent-700! peer-checked:text-white! peer-checked:shadow-card peer-focus-visible:outline-2 peer-focus-visible:outline-accent-700 peer-focus-visible:outline-offset-2 inline-flex items-center"
        countClassName="mx-auto mt-8 max-w-content px-5 text-center font-medium text-grey-600"
      >
        <Container>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg) => (
              <li key={pkg.id} data-filter-item="" data-filter-in={filterPlaces(choices, pkg.category)}>
                <PackageCard pkg={pkg} copy={copy} />
              </li>
            ))}
          </ul>
        </Container>
      </ChoiceFilter>
    </section>
  );
}
