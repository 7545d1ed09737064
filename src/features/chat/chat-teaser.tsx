import { X } from "lucide-react";
import type { CSSProperties } from "react";

interface ChatTeaserProps {
  copy: { text: string; start: string; dismiss: string };
  /** The page's language tag: the text is typed out by what its readers see as one character. */
  tag: string;
  /** Out of sight while the widget's menu is open (the open chat panel hides it through CSS). */
  concealed: boolean;
  onStart: () => void;
  onDismiss: () => void;
}

/**
 * The text's user-perceived characters (grapheme clusters, Intl.Segmenter): a Sinhala, Tamil or Devanagari
 * letter with its vowel signs, virama and joiners appears whole, never as pieces with dotted circles.
 */
function graphemes(text: string, tag: string): string[] {
  return Array.from(
    new Intl.Segmenter(tag, { granularity: "grapheme" }).segment(text),
    (part) => part.segment,
  );
}

/**
 * The bubble beside the widget that types its invitation. It is part of the page's HTML and moves by CSS
 * alone (chat.css): it fades in 2 s after the page is shown (loaded, or the splash closed), one character
 * shows every 50 ms, the cursor blinks; with reduced motion the whole text shows at once. Screen readers get
 * the whole sentence. Its buttons are the widget's: a press before the widget's code has arrived takes effect
 * once it has.
 */
export function ChatTeaser({ copy, tag, concealed, onStart, onDismiss }: ChatTeaserProps) {
  return (
    <div
      data-chat-teaser=""
      data-concealed={concealed ? "" : undefined}
      className="absolute right-0 bottom-[calc(100%+0.75rem)] w-[min(17rem,calc(100vw-2.5rem))] rounded-card bg-white p-4 pr-10 text-ink-950 shadow-lift ring-1 ring-grey-200"
    >
      <p className="min-h-12 font-medium text-[0.95rem] leading-snug">
        <span className="sr-only">{copy.text}</span>
        <span aria-hidden="true" data-teaser-text="">
          {graphemes(copy.text, tag).map((character, index) => (
            <span key={index} data-teaser-char="" style={{ "--char": index } as CSSProperties}>
              {character}
            </span>
          ))}
        </span>
      </p>
      <button
        type="button"
        onClick={onStart}
        className="mt-3 inline-flex min-h-10 items-center rounded-pill bg-accent-700 px-4 font-semibold text-sm text-white hover:bg-accent-800"
      >
        {copy.start}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.dismiss}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full text-grey-600 hover:bg-grey-100 hover:text-ink-950"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <span
        aria-hidden="true"
        className="-bottom-1.5 absolute right-6 size-3 rotate-45 bg-white ring-1 ring-grey-200 [clip-path:polygon(100%_0,100%_100%,0_100%)]"
      />
    </div>
  );
}
