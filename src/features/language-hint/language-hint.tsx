import { LOCALE_INFO, type Locale } from "#contracts/locales.ts";

export interface LanguageOffer {
  locale: Locale;
  /** This page in that language. */
  href: string;
  /** The offer in that language's own words ("This page is also in English."). */
  text: string;
  action: string;
  dismiss: string;
}

/**
 * The offer of the visitor's language: one hidden card per other language, each in its own language. The page
 * script (offer-language.ts) shows the one the browser prefers, once; nothing is redirected. No React runs here
 * in the browser: it is drawn at build, so a language adds no script.
 */
export function LanguageHint({ offers }: { offers: readonly LanguageOffer[] }) {
  return offers.map((offer) => (
    <aside
      key={offer.locale}
      hidden
      data-language-hint={offer.locale}
      lang={LOCALE_INFO[offer.locale].tag}
      aria-label={offer.text}
      className="fixed inset-x-3 top-20 z-30 mx-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-card bg-white p-4 text-ink-950 shadow-lift ring-1 ring-grey-200 sm:top-24"
    >
      <p className="min-w-0 flex-1 basis-48 font-medium">{offer.text}</p>
      <div className="flex items-center gap-2">
        <a
          href={offer.href}
          hrefLang={LOCALE_INFO[offer.locale].tag}
          className="inline-flex min-h-11 items-center rounded-pill bg-ink-950 px-4 font-semibold text-white hover:bg-ink-800"
        >
          {offer.action}
        </a>
        <button
          type="button"
          data-language-hint-dismiss=""
          className="inline-flex min-h-11 items-center rounded-pill px-4 font-semibold text-grey-700 hover:bg-grey-100 hover:text-ink-950"
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  ));
}
