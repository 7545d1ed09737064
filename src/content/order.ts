/**
 * The one order of an ordered list of entries, wherever it is read (pages, tests, the assistant's knowledge,
 * the list of pages): by `order` (0 when an entry has none), then by id (the file name).
 */

type Ordered = { readonly id: string; readonly data: unknown };

const orderOf = (data: unknown) => {
  const order = (data as { order?: unknown } | null | undefined)?.order;
  return typeof order === "number" ? order : 0;
};

/** Compare function for `Array.prototype.sort`. */
export const byOrder = (a: Ordered, b: Ordered): number =>
  orderOf(a.data) - orderOf(b.data) || a.id.localeCompare(b.id);
