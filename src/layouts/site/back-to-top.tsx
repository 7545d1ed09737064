import { ArrowUp } from "lucide-react";

/**
 * Back to the top of the page. A plain link to `#top`, so it works before (and without) any script: the
 * browser scrolls (smoothly unless reduced motion is asked for) and moves focus to the top of the page.
 * It shows once the page has scrolled past 300 px: CSS driven by the scroll position (`[data-back-to-top]`
 * in global.css). It sits left of the chat widget's toggle, clear of the widget's teaser and menu above it.
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <a
      href="#top"
      data-back-to-top=""
      aria-label={label}
      className="fixed right-22 bottom-6 z-30 inline-flex size-12 items-center justify-center rounded-full bg-ink-950 text-white shadow-lift ring-1 ring-white/20 hover:bg-ink-800 sm:right-23 sm:bottom-7 lg:in-data-[chat-open=true]:right-[calc(var(--chat-panel-width)+1.5rem)]"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </a>
  );
}
