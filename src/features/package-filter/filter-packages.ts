import { fillTemplate } from "~/content/site-variables.ts";

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

/** The live count line: "Showing 11 package(s)". */
export function countLine(template: string, count: number): string {
  return fillTemplate(template, { count });
}
