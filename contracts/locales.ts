/**
 * The site's languages, in one place: the pages (Astro's i18n routing), the content's translation files, the
 * sitemap, the servers' not-found pages and the assistant read them from here. English is the default, at the
 * site's own addresses; every other language lives under its code (`/si/about`).
 */
export const LOCALES = ["en", "si", "ta", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The languages that have translation files beside the English ones. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<
  Locale,
  "en"
>[];

/** Each language's own name (for the switcher), its BCP 47 tag with the region the site serves (for hreflang). */
export const LOCALE_INFO: Record<Locale, { name: string; englishName: string; tag: string }> = {
  en: { name: "English", englishName: "English", tag: "en" },
  si: { name: "සිංහල", englishName: "Sinhala", tag: "si-LK" },
  ta: { name: "தமிழ்", englishName: "Tamil", tag: "ta-LK" },
  hi: { name: "हिन्दी", englishName: "Hindi", tag: "hi-IN" },
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The locale a path of the site is in: `/si/about` → si, `/about` → en. */
export function localeOfPath(path: string): Locale {
  const first = path.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * The same page in another language: `/services` → `/si/services`, `/` → `/si`, `/si/about` → `/about` for
 * English. A fragment (`/about#team`) is kept. Only site paths: anything else is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname = "/", fragment] = path.split("#", 2) as [string, string | undefined];
  const current = localeOfPath(pathname);
  const bare = current === DEFAULT_LOCALE ? pathname : pathname.slice(current.length + 1) || "/";
  const localized = locale === DEFAULT_LOCALE ? bare : bare === "/" ? `/${locale}` : `/${locale}${bare}`;
  return fragment === undefined ? localized : `${localized}#${fragment}`;
}
