import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { layoutContent } from "~/content/layout";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { BrandLogo } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";

const COMPACT_AFTER_PX = 50;

/** The floating pill at the top of every shared-layout page. */
export function TopBar() {
  const scrolled = useScrolledPast(COMPACT_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { topBar } = layoutContent;

  return (
    <header className="pointer-events-none fixed inset-x-0 top-0 z-40 px-3 pt-3 transition-[right] duration-300 sm:px-5 sm:pt-4 motion-reduce:transition-none lg:in-data-[chat-open=true]:right-(--chat-panel-width)">
      <div
        data-scrolled={scrolled}
        className={`pointer-events-auto mx-auto flex max-w-content items-center justify-between gap-4 rounded-pill py-2 pr-2 pl-5 ring-1 backdrop-blur-md transition duration-300 hover:scale-[1.01] motion-reduce:hover:scale-100 ${
          scrolled ? "bg-white/95 shadow-bar ring-grey-200" : "bg-white/80 shadow-card ring-white/60"
        }`}
      >
        <Link
          to="/"
          prefetch="intent"
          aria-label={layoutContent.homeLinkLabel}
          className="shrink-0 rounded-md"
        >
          <BrandLogo tone="light" wordmarkClassName="md:max-lg:hidden" />
        </Link>
        <nav aria-label={topBar.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1 xl:gap-2">
            {topBar.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `rounded-pill px-2.5 py-2 font-medium text-sm transition lg:px-3 lg:text-[0.95rem] xl:px-4 ${
                      isActive
                        ? "bg-ink-950 text-white"
                        : "text-grey-700 hover:bg-grey-100 hover:text-ink-950"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to={topBar.cta.to}
            prefetch="intent"
            className={buttonClasses("primary", "md", "whitespace-nowrap max-sm:hidden")}
          >
            {topBar.cta.label}
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? topBar.closeMenu : topBar.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-950 hover:bg-grey-100 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
