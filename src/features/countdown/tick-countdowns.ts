import {
  countdownParts,
  countdownSummary,
  isOver,
  padTwo,
  parseLocalDateTime,
  type SummaryCopy,
} from "./countdown-parts.ts";

const TICK_MS = 1000;
export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;

/**
 * Makes every countdown on the page (`[data-countdown]`, drawn by countdown.tsx) tick: each second its tiles
 * show the time left until the date it names, read as the visitor's local time, and its polite summary
 * changes when the minute does. Stops at zero. Runs from the early page script (scripts/integrations/early-page.ts
 * bundles it) once the page is parsed: a clock needs no React, and so the page loads no script file for it.
 */
export function tickCountdowns(root: ParentNode = document): void {
  for (const countdown of root.querySelectorAll<HTMLElement>("[data-countdown]")) {
    let goal: Date;
    let copy: SummaryCopy;
    try {
      goal = parseLocalDateTime(countdown.dataset.countdown ?? "");
      copy = JSON.parse(countdown.dataset.countdownCopy ?? "");
    } catch {
      continue; // a malformed countdown keeps its dashes; the build's schema checks the date
    }
    const summary = countdown.querySelector<HTMLElement>("[data-countdown-summary]");
    const update = () => {
      const parts = countdownParts(goal, new Date());
      for (const unit of COUNTDOWN_UNITS) {
        const value = countdown.querySelector(`[data-unit='${unit}'] [data-countdown-value]`);
        if (value) value.textContent = padTwo(parts[unit]);
      }
      const text = countdownSummary(parts, copy);
      if (summary && summary.textContent !== text) summary.textContent = text;
      return !isOver(parts);
    };
    if (!update()) continue;
    const timer = setInterval(() => {
      if (!update()) clearInterval(timer);
    }, TICK_MS);
  }
}
