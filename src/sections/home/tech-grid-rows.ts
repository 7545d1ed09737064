/**
 * Where each tile of the Technology Stack grid starts, so its rows come out as the spec draws them: 4 per row
 * on phones; rows of 6 on small screens (a 12-column grid, tiles span 2); 7, then 5, then 4 on wide screens
 * (14 columns), and rows of 7 after that. A row that is not full is centred.
 */

/** Tailwind reads class names from the source: each start column is written out in full. */
const MD_START = [
  "md:col-start-1",
  "md:col-start-2",
  "md:col-start-3",
  "md:col-start-4",
  "md:col-start-5",
  "md:col-start-6",
];
const LG_START = [
  "lg:col-start-1",
  "lg:col-start-2",
  "lg:col-start-3",
  "lg:col-start-4",
  "lg:col-start-5",
  "lg:col-start-6",
  "lg:col-start-7",
];

/** How many tiles each row holds, in order, for `count` tiles. */
export function rowSizes(count: number, pattern: readonly number[]): number[] {
  const rows: number[] = [];
  let left = count;
  for (let row = 0; left > 0; row++) {
    const size = Math.min(left, pattern[Math.min(row, pattern.length - 1)]!);
    rows.push(size);
    left -= size;
  }
  return rows;
}

/** Index of each row's first tile → the grid column it starts in (1-based), centring the row. */
function rowStarts(count: number, pattern: readonly number[], perRow: number): Map<number, number> {
  const starts = new Map<number, number>();
  let index = 0;
  for (const size of rowSizes(count, pattern)) {
    starts.set(index, perRow - size + 1);
    index += size;
  }
  return starts;
}

/** The classes placing each of `count` tiles. */
export function tilePlacements(count: number): string[] {
  const md = rowStarts(count, [6], 6);
  const lg = rowStarts(count, [7, 5, 4, 7], 7);
  return Array.from({ length: count }, (_, index) => {
    const classes: string[] = [];
    const mdStart = md.get(index);
    const lgStart = lg.get(index);
    if (mdStart !== undefined) classes.push(MD_START[mdStart - 1]!);
    if (lgStart !== undefined) classes.push(LG_START[lgStart - 1]!);
    else if (mdStart !== undefined) classes.push("lg:col-start-auto");
    return classes.join(" ");
  });
}
