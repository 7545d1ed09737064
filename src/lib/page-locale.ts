/**
 * The language of the page being built: Astro's i18n routing gives every page and component its
 * `Astro.currentLocale` (from the page's address); pages and layouts turn it into a `Locale` here and hand it to
 * the content reader (`src/content/entries.ts`), the frame and every helper that reads copy.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES, type Locale } from "#contracts/locales.ts";

/** The page's language from `Astro.currentLocale` (English where the routing names none). */
export const pageLocale = (currentLocale: string | undefined): Locale =>
  isLocale(currentLocale) ? currentLocale : DEFAULT_LOCALE;

/** The BCP 47 tag of a page's language (`si-LK`): what `Intl` and the formatting islands are given. */
export const pageTag = (locale: Locale): string => LOCALE_INFO[locale].tag;

/**
 * The `getStaticPaths` of a page that exists in every language, under `src/pages/[...locale]/`: English at the
 * site's own address (no prefix), the others under their code.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale } }));
}
