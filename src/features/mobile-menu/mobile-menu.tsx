import { Menu, X } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { isCurrentLink } from "#src/lib/shared/current-page.ts";
import "./mobile-menu.css";

/** The panel's id: the button names it in `popovertarget`, mobile-menu.css finds it as a child of `<body>`. */
const MENU_ID = "mobile-menu";

export interface MobileMenuPanelProps {
  labels: { close: string; title: string; nav: string };
  links: readonly { to: string; label: string }[];
  cta: { to: string; label: string };
  currentPath: string;
}

/**
 * The menu wherever the top bar has no room for its links (top-bar.tsx): a button and a panel over a dimmed
 * backdrop, both plain HTML (`popover` and `popovertarget`), so it opens the moment the page is painted, with
 * no script. The browser closes it on the backdrop and on Escape, returns focus to the button, puts the panel
 * next to its button in the Tab order and tells assistive technology whether it is expanded; a link loads its
 * page. The page behind does not scroll while it is open (mobile-menu.css), and a page restored by back or
 * forward comes back with it closed (lib/head-script/close-popovers.ts).
 *
 * The button sits in the top bar; the panel is a child of `<body>` (the layout places both), so the rule that
 * stops the page scrolling looks only at `<body>`'s children when a popover opens or closes, not at the whole
 * page (decision 0023).
 */
export function MobileMenuButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      popoverTarget={MENU_ID}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink-950 hover:bg-grey-100"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}

/** The panel the button opens: the site's links and the call to action (see MobileMenuButton). */
export function MobileMenuPanel({ labels, links, cta, currentPath }: MobileMenuPanelProps) {
  return (
    // The top layer draws the open panel above everything; z-50 also says so to tools that do not know the top
    // layer (axe's target-size check would otherwise take the top bar, z-40, for a cover over its close button).
    <div
      id={MENU_ID}
      popover="auto"
      role="dialog"
      aria-label={labels.title}
      className="fixed inset-auto top-3 right-3 z-50 m-0 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-sm overflow-y-auto rounded-card bg-white p-5 text-ink-950 shadow-lift backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="flex flex-col gap-6">
        <div className="flex items-center justify-between">
          <p className="font-semibold text-grey-600 text-sm uppercase tracking-[0.14em]">{labels.title}</p>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
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
                    className={`block rounded-xl px-4 py-3 font-semibold text-lg ${current ? "bg-ink-950 text-white" : "text-ink-950 hover:bg-grey-100"}`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <a href={cta.to} className={buttonClasses("primary", "lg", "w-full")}>
          {cta.label}
        </a>
      </div>
    </div>
  );
}
