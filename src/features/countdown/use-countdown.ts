import { useEffect, useState } from "react";
import { type CountdownParts, countdownParts, isOver } from "./countdown-parts.ts";

export const TICK_MS = 1000;

/**
 * The time left until `target`, refreshed every second; null until the island runs, so the HTML built for it
 * never disagrees with the visitor's clock. Stops ticking once it reaches zero.
 */
export function useCountdown(target: Date): CountdownParts | null {
  const [parts, setParts] = useState<CountdownParts | null>(null);
  const targetTime = target.getTime();

  useEffect(() => {
    const goal = new Date(targetTime);
    const update = () => {
      const next = countdownParts(goal, new Date());
      setParts(next);
      return !isOver(next);
    };
    if (!update()) return;
    const timer = setInterval(() => {
      if (!update()) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [targetTime]);

  return parts;
}
