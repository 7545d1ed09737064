import type { readSiteContent } from "#src/content/read-content.ts";

/** Every collection as the site shows it (site words filled in): what the drawings read. */
export type SiteContent = ReturnType<typeof readSiteContent>;

/**
 * One picture the site shows where its content entry has no photo: `src/assets/generated/<key>.png` (raster,
 * drawn at its full size) or `<key>.svg` (vector), which the pages turn into responsive, content-hashed files.
 */
export interface Artwork {
  readonly key: string;
  readonly kind: "raster" | "vector";
  readonly width: number;
  readonly height: number;
  readonly svg: () => string;
}

export const raster = (key: string, width: number, height: number, svg: () => string): Artwork => ({
  key,
  kind: "raster",
  width,
  height,
  svg,
});

/** A stable number from a string: picks a default look for an entry without art direction. */
export function pick<T>(id: string, choices: readonly T[], salt = ""): T {
  let h = 2166136261;
  for (const c of `${salt}${id}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return choices[(h >>> 0) % choices.length]!;
}

/** "Pedro Ridge Tea Estate, Nuwara Eliya" → "Pedro Ridge Tea Estate". */
export const nameOnly = (client: string): string => client.split(",")[0]!.trim();
