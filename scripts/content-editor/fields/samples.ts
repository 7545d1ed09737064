/** The current entries' values, followed down the schema alongside the fields (long texts get a text area). */

/** The values under `key` of each object. */
export const samplesAt = (values: readonly unknown[], key: string): unknown[] =>
  values.flatMap((value) =>
    value && typeof value === "object" && !Array.isArray(value) && key in value
      ? [(value as Record<string, unknown>)[key]]
      : [],
  );

/** The items of each list. */
export const samplesInLists = (values: readonly unknown[]): unknown[] =>
  values.flatMap((value) => (Array.isArray(value) ? value : []));
