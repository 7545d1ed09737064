import { numberText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#src/content/site-variables.ts";

/** Every category the pieces name, once each, in the order the pieces come. */
export function galleryCategories(pieces: readonly { category: string }[]): string[] {
  return [...new Set(pieces.map((piece) => piece.category))];
}

/** The pieces of the chosen category, in their order; the "All" choice keeps every piece. */
export function filterByCategory<T extends { category: string }>(
  pieces: readonly T[],
  category: string,
  all: string,
): readonly T[] {
  return category === all ? pieces : pieces.filter((piece) => piece.category === category);
}

/** The index `step` places away from `index`, wrapping around both ends of a list of `length`. */
export function stepIndex(index: number, step: number, length: number): number {
  return length === 0 ? 0 : (((index + step) % length) + length) % length;
}

/** "3 of 34": where the viewer is in the pieces shown. */
export function viewerPosition(template: string, index: number, total: number, tag: string): string {
  return fillTemplate(template, { index: numberText(tag, index + 1), total: numberText(tag, total) });
}
