/** "All" or one category name. */
export type CategoryChoice = string;

/** The packages of the chosen category, in their original order; "All" keeps every package. */
export function filterPackages<T extends { category: string }>(
  packages: readonly T[],
  choice: CategoryChoice,
  all = "All",
): readonly T[] {
  return choice === all ? packages : packages.filter((pkg) => pkg.category === choice);
}

/** The live count line, e.g. "Showing 11 packages" or "Showing 1 package". */
export function countLine(
  template: string,
  count: number,
  nouns: { singular: string; plural: string },
): string {
  return template
    .replace("{count}", String(count))
    .replace("{noun}", count === 1 ? nouns.singular : nouns.plural);
}
