import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button.tsx";
import { isCurrentLink } from "~/lib/current-page.ts";
import "./mobile-menu.css";

export interface MobileMenuProps {
  labels: { open: string; close: string; title: string; nav: string };
  links: readonly { to: string; label: string }[];
  cta: { to: string; label: string };
  currentPath: string;
}

/**
 * The menu below the md width: a button and a modal dialog over a dimmed backdrop (focus stays inside while it
 * is open and returns to the button after; the page behind does not scroll). Closes on a link (which loads
 * the next page), the backdrop or Escape. An island that hydrates when first touched; a tap made before then
 * opens it once it has.
 */
export function MobileMenu({ labels, links, cta, currentPath }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Back and forward restore this page from the cache: the menu must not come back open.
  useEffect(() => {
    const closeOnRestore = () => setOpen(false);
    window.addEventListener("pageshow", closeOnRestore);
    return () => window.removeEventListener("pageshow", closeOnRestore);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-950 hover:bg-grey-100 md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape closes the dialog natively */}
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-label={labels.title}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the dialog element itself (not its panel) is a click on the backdrop.
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="pointer-events-auto fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-3 backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm md:hidden"
      >
        <div className="ml-auto flex w-full max-w-sm flex-col gap-6 rounded-card bg-white p-5 shadow-lift">
          <div className="flex items-center justify-between">
            <p className="font-semibold text-grey-600 text-sm uppercase tracking-[0.14em]">{labels.title}</p>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={labels.close}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-grey-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={labels.nav}>
            <ul className="flex flex-col gap-1">
              {links.map((link) => {
                const current = isCurrentLink(link.to, currentPath);
                return (
                  <li key={link.to}>
                    <a
                      href={link.to}
                      aria-current={current ? "page" : undefined}
                      onClick={() => setOpen(false)}
                      className={`block rounded-xl px-4 py-3 font-semibold text-lg ${current ? "bg-ink-950 text-white" : "text-ink-950 hover:bg-grey-100"}`}
                    >
                      {link.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <a
            href={cta.to}
            onClick={() => setOpen(false)}
            className={buttonClasses("primary", "lg", "w-full")}
          >
            {cta.label}
          </a>
        </div>
      </dialog>
    </>
  );
}
