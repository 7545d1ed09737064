/**
 * How pages read content at build time: Astro's collections, with the site words (`{siteName}`, …) filled in
 * and lists in the order their files give.
 */
import { type CollectionEntry, type DataEntryMap, getCollection } from "astro:content";
import { byOrder } from "./order.ts";
import { siteVariables, withSiteVariables } from "./site-variables.ts";

type Name = keyof DataEntryMap;

let variables: ReturnType<typeof siteVariables> | undefined;
async function words() {
  variables ??= siteVariables((await getCollection("identity"))[0]!.data);
  return variables;
}

/** The data of a single-file collection (identity, layout, a page's copy). */
export async function single<C extends Name>(name: C): Promise<CollectionEntry<C>["data"]> {
  const entries = await getCollection(name);
  if (entries.length !== 1) throw new Error(`Expected exactly one "${name}" file, found ${entries.length}.`);
  return withSiteVariables(entries[0]!.data, await words());
}

/** Every entry of a collection, ordered by `order` and then by file name. */
export async function list<C extends Name>(name: C): Promise<CollectionEntry<C>[]> {
  const entries = await getCollection(name);
  const filled = await Promise.all(
    entries.map(async (entry) => ({ ...entry, data: withSiteVariables(entry.data, await words()) })),
  );
  return filled.sort(byOrder);
}
