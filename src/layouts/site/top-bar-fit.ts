import type { Locale } from "#contracts/locales.ts";

/**
 * Where each language's top bar has room for what (container queries on the bar's width, measured with each
 * language's labels and faces; layout-top-bar.spec.ts checks every width from 320 to 1600 px). The labels keep
 * English's size wherever they are shown (0.875rem where the bar is tight, 0.95rem once it has room); the
 * wordmark needs no width of its own: it shows wherever the rest leaves it room (brand-logo.tsx, `fit`).
 * Class names are written out whole, so Tailwind finds them.
 */
interface TopBarFit {
  /** The links (the menu button stands in for them wherever they are hidden). */
  nav: string;
  menu: string;
  /** Each link's size and padding, and the gaps between them. */
  link: string;
  list: string;
  /** The quote button. */
  cta: string;
  /** The search box beside its button (the button alone opens the search page). */
  box: string;
}

// English and Hindi: the links from 54rem, a size up from 60rem, roomier from 76rem with the search box.
const SHORT_WORDS: TopBarFit = {
  nav: "hidden @min-[54rem]:block",
  menu: "@min-[54rem]:hidden",
  link: "px-2.5 text-sm @min-[60rem]:text-[0.95rem] @min-[76rem]:px-3",
  list: "gap-0.5 @min-[76rem]:gap-1",
  cta: "max-sm:hidden",
  box: "@min-[76rem]:block",
};

export const TOP_BAR_FIT: Record<Locale, TopBarFit> = {
  en: SHORT_WORDS,
  hi: SHORT_WORDS,
  // Sinhala's links are a fifth longer: the quote button joins them from 66rem, and the wordmark keeps its room.
  si: {
    nav: "hidden @min-[54rem]:block",
    menu: "@min-[54rem]:hidden",
    link: "px-2.5 text-sm @min-[60rem]:text-[0.95rem]",
    list: "gap-0.5",
    cta: "max-sm:hidden @min-[54rem]:@max-[66rem]:hidden",
    box: "",
  },
  // Tamil's are the longest: the links from 60rem, a size up from 62rem, the quote button beside them from 76rem.
  ta: {
    nav: "hidden @min-[60rem]:block",
    menu: "@min-[60rem]:hidden",
    link: "px-2.5 text-sm @min-[62rem]:text-[0.95rem]",
    list: "gap-0.5",
    cta: "max-sm:hidden @min-[60rem]:@max-[76rem]:hidden",
    box: "",
  },
};
