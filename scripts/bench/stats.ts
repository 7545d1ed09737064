/**
 * The arithmetic the page benches share (lighthouse.ts, languages.ts): medians of runs, and the mark a figure
 * gets against its target.
 */

/** The median of the figures that are numbers (NaN, a failed run, left out); NaN when none is. */
export function median(numbers: readonly number[]): number {
  const sorted = numbers.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
}

/** Each field's median over the samples (all of the same shape, at least one). */
export function medianOf<T extends { [K in keyof T]: number }>(samples: readonly T[]): T {
  return Object.fromEntries(
    (Object.keys(samples[0]!) as (keyof T)[]).map((key) => [
      key,
      median(samples.map((sample) => sample[key])),
    ]),
  ) as T;
}

/** "✓" when the figure meets its target, "✗" when it does not. */
export const mark = (ok: boolean) => (ok ? "✓" : "✗");
