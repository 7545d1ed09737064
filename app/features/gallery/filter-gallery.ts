export const ALL = "All";

/** Pieces in the chosen category; "All" keeps every piece. */
export function filterByCategory<T extends { category: string }>(
  pieces: readonly T[],
  category: string,
): T[] {
  return category === ALL ? [...pieces] : pieces.filter((piece) => piece.category === category);
}

/** The index `step` places away from `index`, wrapping around both ends of a list of `length`. */
export function stepIndex(index: number, step: number, length: number): number {
  return length === 0 ? 0 : (((index + step) % length) + length) % length;
}
