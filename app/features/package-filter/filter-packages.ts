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

/** The live count line, as the spec words it: "Showing 11 package(s)". */
export function countLine(template: string, count: number): string {
  return template.replace("{count}", String(count));
}
