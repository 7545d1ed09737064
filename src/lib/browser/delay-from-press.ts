import { useRef } from "react";

/**
 * A form's "sending" delay, counted from the moment the visitor pressed the button, whatever took time since
 * (the first validation waits for zod to load): call `pressed()` in the submit handler, then
 * `waitFromPress(ms)` once the answers are sent.
 */
export function useDelayFromPress() {
  const pressedAt = useRef(0);
  return {
    pressed: () => {
      pressedAt.current = Date.now();
    },
    waitFromPress: (ms: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, ms - (Date.now() - pressedAt.current))),
  };
}
