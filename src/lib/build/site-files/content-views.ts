/**
 * What the site files read from collections that other pages own (templates, the packages page), as zod views:
 * only the fields they need, so a richer schema never breaks them and a missing collection is simply empty.
 */
import { z } from "zod";
import type { SiteContent } from "#src/lib/build/site-pages.ts";

export const templateView = z.object({
  title: z.string(),
  category: z.string(),
  description: z.string().optional(),
  features: z.array(z.string()).default([]),
});

export const pricingPackageView = z.object({
  title: z.string(),
  category: z.string(),
  description: z.string().optional(),
  features: z.array(z.string()).default([]),
});

/** The entries of `collection` (none when it does not exist), each read through `view`. */
export function entriesOf<T>(
  content: SiteContent,
  collection: string,
  view: z.ZodType<T>,
): { id: string; data: T }[] {
  return (content[collection] ?? []).map((entry) => {
    const result = view.safeParse(entry.data);
    if (!result.success)
      throw new Error(
        `${collection}/${entry.id}: ${result.error.issues.map((i) => i.path.join(".")).join(", ")}`,
      );
    return { id: entry.id, data: result.data };
  });
}
