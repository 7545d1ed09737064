import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { layoutContent } from "~/content/layout";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The menu panel below the md width: a modal dialog over a dimmed backdrop (focus stays inside while it
 * is open and returns to the menu button after). Closes on a link, the backdrop, Escape or a route change.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const { topBar } = layoutContent;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Any route change closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => {
    onClose();
  }, [pathname]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape closes the dialog natively
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label={topBar.menuTitle}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its panel) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className="pointer-events-auto fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-3 backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm md:hidden"
    >
      <div className="ml-auto flex w-full max-w-sm flex-col gap-6 rounded-card bg-white p-5 shadow-lift">
        <div className="flex items-center justify-between">
          <p className="font-semibold text-grey-600 text-sm uppercase tracking-[0.14em]">
            {topBar.menuTitle}
          </p>
          <button
            type="button"
            onClick={onClose}
            aria-label={topBar.closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-grey-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={topBar.navLabel}>
          <ul className="flex flex-col gap-1">
            {topBar.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `block rounded-xl px-4 py-3 font-semibold text-lg ${isActive ? "bg-ink-950 text-white" : "text-ink-950 hover:bg-grey-100"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={topBar.cta.to} onClick={onClose} className={buttonClasses("primary", "lg", "w-full")}>
          {topBar.cta.label}
        </Link>
      </div>
    </dialog>
  );
}
