import { type PluralPhrases, pluralText } from "#contracts/locale-format.ts";

/** Every category the packages name, once each, in the order the packages come. */
export function packageCategories(packages: readonly { category: string }[]): string[] {
  return [...new Set(packages.map((pkg) => pkg.category))];
}

/** The packages of the chosen category, in their order; the "All" choice keeps every package. */
export function filterPackages<T extends { category: string }>(
  packages: readonly T[],
  choice: string,
  all: string,
): readonly T[] {
  return choice === all ? packages : packages.filter((pkg) => pkg.category === choice);
}

/** The live count line, "Showing 1 package" or "Showing 11 packages", by the language's plural rules. */
export function countLine(phrases: PluralPhrases, count: number, tag: string): string {
  return pluralText(tag, count, phrases);
}
