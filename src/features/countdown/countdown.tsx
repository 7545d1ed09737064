import type { SummaryCopy } from "./countdown-parts.ts";
import { COUNTDOWN_UNITS } from "./tick-countdowns.ts";

export interface CountdownCopy extends Omit<SummaryCopy, "tag"> {
  title: string;
  labels: Record<(typeof COUNTDOWN_UNITS)[number], string>;
}

/**
 * "Launching In" with four ticking two-digit tiles. The tiles are hidden from screen readers (a voice reading
 * every second is noise); a polite live summary of days, hours and minutes changes at most once a minute.
 * Drawn at build with tiles of "--" (the build cannot know the visitor's clock); the early page script makes
 * them tick (tick-countdowns.ts), so the page needs no island for it.
 */
export function Countdown({ target, copy, tag }: { target: string; copy: CountdownCopy; tag: string }) {
  const summaryCopy: SummaryCopy = { units: copy.units, summary: copy.summary, ended: copy.ended, tag };
  return (
    <section
      aria-labelledby="countdown-title"
      className="w-full"
      data-countdown={target}
      data-countdown-copy={JSON.stringify(summaryCopy)}
    >
      <h2 id="countdown-title" className="font-semibold text-accent-300 text-sm uppercase tracking-[0.2em]">
        {copy.title}
      </h2>
      <div aria-hidden="true" data-testid="countdown-tiles" className="mt-5 grid grid-cols-4 gap-2 sm:gap-4">
        {COUNTDOWN_UNITS.map((unit) => (
          <div
            key={unit}
            data-unit={unit}
            className="flex flex-col items-center rounded-2xl bg-white/5 px-1 py-4 ring-1 ring-white/10 backdrop-blur sm:rounded-card sm:py-6"
          >
            <span
              data-countdown-value=""
              className="font-bold text-3xl text-white tabular-nums sm:text-5xl lg:text-6xl"
            >
              --
            </span>
            <span className="mt-1 text-[0.7rem] text-ink-100 uppercase tracking-[0.12em] sm:text-sm">
              {copy.labels[unit]}
            </span>
          </div>
        ))}
      </div>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="countdown-summary"
        data-countdown-summary=""
      />
    </section>
  );
}
