import { X } from "lucide-react";
import { chatContent } from "~/content/chat";
import { useReducedMotion } from "~/lib/use-reduced-motion";
import { useTypewriter } from "./use-typewriter";

interface ChatTeaserProps {
  hidden: boolean;
  onStart: () => void;
  onDismiss: () => void;
}

/** The bubble beside the widget that types its invitation; screen readers get the whole sentence at once. */
export function ChatTeaser({ hidden, onStart, onDismiss }: ChatTeaserProps) {
  const reducedMotion = useReducedMotion();
  const { teaser } = chatContent;
  const { started, typed, cursorVisible } = useTypewriter(teaser.text, {
    enabled: true,
    instant: reducedMotion,
  });
  if (!started || hidden) return null;

  return (
    <div
      data-chat-teaser
      className="absolute right-0 bottom-[calc(100%+0.75rem)] w-[min(17rem,calc(100vw-2.5rem))] animate-fade-up rounded-card bg-white p-4 pr-10 text-ink-950 shadow-lift ring-1 ring-grey-200 motion-reduce:animate-none"
    >
      <p className="min-h-12 font-medium text-[0.95rem] leading-snug">
        <span className="sr-only">{teaser.text}</span>
        <span aria-hidden="true" data-teaser-text>
          {typed}
          <span
            data-teaser-cursor
            className={`ml-0.5 inline-block h-[1.1em] w-0.5 translate-y-[0.2em] bg-accent-700 ${cursorVisible ? "opacity-100" : "opacity-0"}`}
          />
        </span>
      </p>
      <button
        type="button"
        onClick={onStart}
        className="mt-3 inline-flex min-h-10 items-center rounded-pill bg-accent-700 px-4 font-semibold text-sm text-white hover:bg-accent-800"
      >
        {teaser.start}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={teaser.dismiss}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full text-grey-600 hover:bg-grey-100 hover:text-ink-950"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <span
        aria-hidden="true"
        className="absolute -bottom-1.5 right-6 size-3 rotate-45 bg-white ring-1 ring-grey-200 [clip-path:polygon(100%_0,100%_100%,0_100%)]"
      />
    </div>
  );
}
