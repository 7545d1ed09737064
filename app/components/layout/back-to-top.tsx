import { ArrowUp } from "lucide-react";
import { layoutContent } from "~/content/layout";
import { prefersReducedMotion } from "~/lib/use-reduced-motion";
import { useScrolledPast } from "~/lib/use-scrolled-past";

const SHOW_AFTER_PX = 300;

/** Fades in once the page has scrolled past 300 px; takes the visitor (and keyboard focus) back to the top. */
export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);

  return (
    <button
      type="button"
      aria-label={layoutContent.backToTop}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      data-visible={visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className={`fixed right-5 bottom-24 z-30 inline-flex size-12 items-center justify-center rounded-full bg-ink-950 text-white shadow-lift ring-1 ring-white/20 transition duration-300 hover:bg-ink-800 sm:right-6 lg:in-data-[chat-open=true]:right-[calc(var(--chat-panel-width)+1.5rem)] ${
        visible ? "visible opacity-100" : "invisible translate-y-2 opacity-0"
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
