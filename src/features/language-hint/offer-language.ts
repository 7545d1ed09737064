/**
 * Offers the visitor's language once, never redirects (issue 20): the browser's preferred languages, or the
 * language the visitor last chose on the site, decide which; the choice is kept in local storage (no cookie, so
 * no consent banner). Runs from the page's inline head script once the page is parsed.
 */
import { isLocale, type Locale, localeOfPath } from "#contracts/locales.ts";

export const LANGUAGE_STORAGE_KEY = "serendib-language";

/** What the site remembers: the language the visitor chose, and the one it has already offered. */
export interface LanguageMemory {
  chosen?: Locale;
  offered?: Locale;
}

/** The site's language for a browser language tag ("si-LK" → si, "en-GB" → en), if the site has it. */
export function siteLocaleOf(tag: string): Locale | undefined {
  const primary = tag.toLowerCase().split("-")[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The language to offer on a page in `pageLocale`, if any: the visitor's own choice first, else the first of the
 * browser's languages the site has. Each language is offered once.
 */
export function languageToOffer(
  pageLocale: Locale,
  browserLanguages: readonly string[],
  memory: LanguageMemory,
): Locale | undefined {
  const preferred =
    memory.chosen ??
    browserLanguages.map(siteLocaleOf).find((locale): locale is Locale => locale !== undefined);
  if (!preferred || preferred === pageLocale || preferred === memory.offered) return undefined;
  return preferred;
}

function readMemory(): LanguageMemory {
  try {
    const stored = JSON.parse(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? "{}") as Record<string, unknown>;
    return {
      ...(isLocale(stored.chosen) ? { chosen: stored.chosen } : {}),
      ...(isLocale(stored.offered) ? { offered: stored.offered } : {}),
    };
  } catch {
    return {}; // Storage blocked or unreadable: offer as if new.
  }
}

function remember(memory: LanguageMemory) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage blocked: the offer simply comes back on the next page.
  }
}

/** Shows the offer (if any) and remembers every language link the visitor follows. */
export function offerLanguage(doc: Document = document) {
  // A language link followed (switcher, footer, the offer itself) is the visitor's choice.
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[hreflang]");
    const chosen = link && siteLocaleOf(link.getAttribute("hreflang") ?? "");
    if (chosen) remember({ ...readMemory(), chosen });
  });

  const memory = readMemory();
  const locale = languageToOffer(localeOfPath(location.pathname), navigator.languages ?? [], memory);
  const hint = locale && doc.querySelector<HTMLElement>(`[data-language-hint="${locale}"]`);
  if (!locale || !hint) return;
  hint.hidden = false;
  remember({ ...memory, offered: locale });
  hint.querySelector("[data-language-hint-dismiss]")?.addEventListener("click", () => {
    hint.hidden = true;
  });
}
