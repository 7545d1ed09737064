/**
 * The page in every language, for the switcher (every page has one), the footer's list and the offer of the
 * visitor's language (Document.astro). From a not-found page, each language's home page.
 */
import { LOCALE_INFO, LOCALES, localizedPath } from "#contracts/locales.ts";
import { single } from "#src/content/entries.ts";
import type { LanguageOffer } from "#src/features/language-hint/language-hint.tsx";
import type { PageHead } from "#src/lib/build/seo.ts";
import type { LanguageLink } from "./site/language-switcher.tsx";

export function languageLinks(head: PageHead): LanguageLink[] {
  return LOCALES.map((locale) => ({
    tag: LOCALE_INFO[locale].tag,
    name: LOCALE_INFO[locale].name,
    href: localizedPath(head.noIndex ? "/" : head.path, locale),
    current: locale === head.locale,
  }));
}

/** The offer of each other language, in that language's own words (the page script shows one, once). */
export function languageOffers(head: PageHead): Promise<LanguageOffer[]> {
  return Promise.all(
    LOCALES.filter((locale) => locale !== head.locale).map(async (locale) => ({
      locale,
      href: localizedPath(head.noIndex ? "/" : head.path, locale),
      ...(await single("layout", locale)).languages.hint,
    })),
  );
}
