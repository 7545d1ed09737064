import { Search } from "lucide-react";
import type { ReactNode } from "react";
import type { Locale } from "#contracts/locales.ts";
import { BrandLogo } from "#src/components/ui/brand-logo.tsx";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { isCurrentLink } from "#src/lib/shared/current-page.ts";
import { TOP_BAR_FIT } from "./top-bar-fit.ts";

interface TopBarProps {
  siteName: string;
  /** The home page, in the page's language. */
  homeHref: string;
  homeLinkLabel: string;
  navLabel: string;
  links: readonly { to: string; label: string }[];
  cta: { to: string; label: string };
  /** The path of the page being shown: its link is marked current. */
  currentPath: string;
  /** The menu button, shown wherever the bar has no room for its links (placed by the layout; its panel is a child of `<body>`). */
  menu?: ReactNode;
  /** The language switcher (placed by the layout). */
  languages?: ReactNode;
  /** The page's language: its words decide what fits where (top-bar-fit.ts). */
  locale?: Locale;
  /**
   * The site's search form (a plain GET to the search page, which answers `?q=` without script): a box on wide
   * bars, only its button on narrower ones (which opens the search page). Absent on the search page itself.
   */
  search?: { action: string; label: string; placeholder: string };
}

/**
 * The floating pill at the top of every shared-layout page. It turns more opaque once the page has scrolled
 * past 50 px (CSS, driven by the scroll position: `[data-top-bar]` in global.css) and grows slightly on hover.
 * Its spacing follows its own width (container queries), not the window's: while the chat panel is open
 * beside the page, the bar is narrower than the window and must still hold its links.
 */
export function TopBar({
  siteName,
  homeHref,
  homeLinkLabel,
  navLabel,
  links,
  cta,
  currentPath,
  menu,
  languages,
  locale = "en",
  search,
}: TopBarProps) {
  const fit = TOP_BAR_FIT[locale];
  return (
    <header className="@container pointer-events-none fixed inset-x-0 top-0 z-40 px-3 pt-3 transition-[right] duration-300 sm:px-5 sm:pt-4 motion-reduce:transition-none lg:in-data-[chat-open=true]:right-(--chat-panel-width)">
      <div
        data-top-bar=""
        className="pointer-events-auto mx-auto flex max-w-content items-center justify-between gap-2 rounded-pill bg-white/80 py-2 pr-2 pl-5 shadow-card ring-1 ring-white/60 backdrop-blur-md transition duration-300 @min-[30rem]:gap-4 hover:scale-[1.01] motion-reduce:hover:scale-100"
      >
        {/* The only part that gives way: the wordmark shows wherever the rest leaves it room. */}
        <a href={homeHref} aria-label={homeLinkLabel} className="min-w-9 rounded-md">
          <BrandLogo name={siteName} tone="light" fit />
        </a>
        <nav aria-label={navLabel} className={fit.nav}>
          <ul className={`flex items-center ${fit.list}`}>
            {links.map((link) => {
              const current = isCurrentLink(link.to, currentPath);
              return (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={current ? "page" : undefined}
                    className={`whitespace-nowrap rounded-pill py-2 font-medium transition ${fit.link} ${
                      current ? "bg-ink-950 text-white" : "text-grey-700 hover:bg-grey-100 hover:text-ink-950"
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* Closer together where the bar is tight: the search button beside the links from 60rem, its box from 76rem. */}
        <div className="flex items-center gap-1 @min-[40rem]:gap-2 @min-[60rem]:gap-1 @min-[76rem]:gap-2">
          {search && (
            <search>
              <form action={search.action} method="get" className="flex items-center">
                <input
                  id="top-bar-q"
                  type="search"
                  name="q"
                  aria-label={search.label}
                  placeholder={search.placeholder}
                  autoComplete="off"
                  enterKeyHint="search"
                  maxLength={200}
                  className={`hidden w-40 rounded-pill bg-grey-100 px-4 py-2 text-ink-950 text-sm ring-1 ring-grey-200 transition placeholder:text-grey-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 ${fit.box}`}
                />
                <button
                  type="submit"
                  aria-label={search.label}
                  title={search.label}
                  className="grid size-10 shrink-0 place-items-center rounded-pill text-grey-700 transition hover:bg-grey-100 hover:text-ink-950"
                >
                  <Search aria-hidden="true" className="size-5" />
                </button>
              </form>
            </search>
          )}
          {/* At every width and in every language: the way to the page in another language. */}
          {languages}
          <a href={cta.to} className={buttonClasses("primary", "md", `whitespace-nowrap ${fit.cta}`)}>
            {cta.label}
          </a>
          {/* The menu, wherever the links are not shown. */}
          <div className={fit.menu}>{menu}</div>
        </div>
      </div>
    </header>
  );
}
