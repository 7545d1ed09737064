/**
 * How pages read content at build time: Astro's collections in the language the page names (its
 * `Astro.currentLocale`, src/lib/page-locale.ts), with the site words (`{siteName}`, …) filled in and lists in
 * the order their files give. In another language than English each entry's translation (`home.si.yaml`, the
 * `translations` collection) is laid over it (translations.ts): its copy where it has it, everything else from
 * the English file. The build has already checked each translation against the entry's schema
 * (scripts/integrations/translations.ts).
 */

import { type CollectionEntry, getCollection, render } from "astro:content";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "#contracts/locales.ts";
import { type CollectionName, collectionSources } from "./collections.ts";
import { shapeOf } from "./copy-shapes.ts";
import { byOrder } from "./order.ts";
import { siteVariables, withSiteVariables } from "./site-variables.ts";
import { overlayTranslation } from "./translations.ts";

type Name = CollectionName;

/** An entry as a page shows it; `lang` is "en" when it has no translation in the page's language yet. */
export type ShownEntry<C extends Name> = CollectionEntry<C> & { lang?: "en" };

let variables: ReturnType<typeof siteVariables> | undefined;
async function words() {
  variables ??= siteVariables((await getCollection("identity"))[0]!.data);
  return variables;
}

let translations: Promise<Map<string, CollectionEntry<"translations">>> | undefined;
/** Every translation file by its path without the extension ("pages/home/home.si"). */
function translationFiles() {
  translations ??= getCollection("translations").then(
    (entries) => new Map(entries.map((entry) => [entry.id, entry])),
  );
  return translations;
}

/** The translation of an entry into `locale`, if there is one. */
async function translationOf(name: Name, id: string, locale: Locale) {
  return (await translationFiles()).get(`${collectionSources[name].folder}/${id}.${locale}`);
}

async function shown<C extends Name>(
  name: C,
  entry: CollectionEntry<C>,
  locale: Locale,
): Promise<ShownEntry<C>> {
  if (locale === DEFAULT_LOCALE)
    return { ...entry, data: withSiteVariables(entry.data, await words()) } as ShownEntry<C>;
  const translation = await translationOf(name, entry.id, locale);
  const { data } = overlayTranslation(entry.data, translation?.data, shapeOf(name), (path) =>
    localizedPath(path, locale),
  );
  return {
    ...entry,
    data: withSiteVariables(data, await words()),
    ...(translation ? {} : { lang: "en" as const }),
  } as ShownEntry<C>;
}

/** The data of a single-file collection (identity, layout, a page's copy), in the page's language. */
export async function single<C extends Name>(name: C, locale: Locale): Promise<CollectionEntry<C>["data"]> {
  return (await singleEntry(name, locale)).data;
}

/** The entry of a single-file collection, in the page's language (with `lang: "en"` while untranslated). */
async function singleEntry<C extends Name>(name: C, locale: Locale): Promise<ShownEntry<C>> {
  const entries = await getCollection(name);
  if (entries.length !== 1) throw new Error(`Expected exactly one "${name}" file, found ${entries.length}.`);
  return shown(name, entries[0]!, locale);
}

/** Every entry of a collection in the page's language, ordered by `order` and then by file name. */
export async function list<C extends Name>(name: C, locale: Locale): Promise<ShownEntry<C>[]> {
  const entries = await getCollection(name);
  const filled = await Promise.all(entries.map((entry) => shown(name, entry, locale)));
  return filled.sort(byOrder);
}

/**
 * A Markdown entry's body in the page's language, rendered: its translation's where it has one, else the
 * English (marked `lang: "en"`).
 */
export async function renderBody<C extends Name>(name: C, entry: CollectionEntry<C>, locale: Locale) {
  const translation = locale === DEFAULT_LOCALE ? undefined : await translationOf(name, entry.id, locale);
  const source = (translation?.body?.trim() ? translation : entry) as CollectionEntry<C>;
  const { headings } = await render(source);
  return {
    html: source.rendered?.html ?? "",
    headings,
    ...(locale !== DEFAULT_LOCALE && source === entry ? { lang: "en" as const } : {}),
  };
}

/**
 * "en" when the content a page is made from (its `source` in the list of pages: "aboutPage",
 * "services/seo-optimization") has no translation in the page's language yet: the page shows it in English, and
 * says so (`lang="en"` on its main content) to screen readers and search engines.
 */
export async function untranslatedSource(source: string, locale: Locale): Promise<"en" | undefined> {
  if (locale === DEFAULT_LOCALE) return undefined;
  const [name, id] = source.split("/") as [Name, string | undefined];
  if (!(name in collectionSources)) return undefined;
  const entryId = id ?? (await getCollection(name))[0]?.id;
  if (entryId === undefined) return undefined;
  return (await translationOf(name, entryId, locale)) ? undefined : "en";
}
