/**
 * The language of the page being built. The middleware (src/middleware.ts) runs each page's rendering inside
 * its language, from Astro's i18n routing (`Astro.currentLocale`), so the content reader, the layout and every
 * helper read it here instead of every page handing it down.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";

export const pageLocaleStorage = new AsyncLocalStorage<Locale>();

/** The language of the page being rendered (English outside a page: tests, endpoints without one). */
export const pageLocale = (): Locale => pageLocaleStorage.getStore() ?? DEFAULT_LOCALE;

/** The BCP 47 tag of the page's language (`si-LK`): what `Intl` and the formatting islands are given. */
export const pageTag = (): string => LOCALE_INFO[pageLocale()].tag;

/** A path of this site in the page's language: `/services` on a Sinhala page is `/si/services`. */
export const pagePath = (path: string): string => localizedPath(path, pageLocale());

/**
 * The `getStaticPaths` of a page that exists in every language, under `src/pages/[...locale]/`: English at the
 * site's own address (no prefix), the others under their code.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale } }));
}
