import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { ToastKind } from "./notify.ts";

export const TOAST_DURATION_MS = 4000;

let mounted = false;

/**
 * Mounts Sonner once, in its own root at the end of the page, in the site's style. The toast area's name is
 * the page's language's (site/layout `footer.toastsLabel`, carried by the page's footer as
 * `data-toasts-label`), never Sonner's English default.
 */
function mountToaster() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.dataset.toaster = "";
  document.body.append(host);
  const label = document.querySelector<HTMLElement>("[data-toasts-label]")?.dataset.toastsLabel;
  createRoot(host).render(
    <Toaster
      containerAriaLabel={label}
      position="top-right"
      duration={TOAST_DURATION_MS}
      offset={88}
      mobileOffset={{ top: 80, right: 12, left: 12 }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            "flex w-[min(22rem,calc(100vw-2rem))] items-center gap-3 font-sans rounded-2xl bg-ink-950/90 px-4 py-3.5 text-white shadow-lift ring-1 ring-white/10 backdrop-blur-md",
          title: "font-medium text-[0.95rem]",
          icon: "text-accent-400",
        },
      }}
    />,
  );
}

export function showToast(kind: ToastKind, message: string): void {
  mountToaster();
  // Let Sonner subscribe before the first toast is handed to it.
  setTimeout(() => toast[kind](message), 0);
}
