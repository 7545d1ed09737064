import { useEffect, useState } from "react";

export const TEASER_DELAY_MS = 2000;
export const TYPE_MS_PER_CHAR = 50;
export const CURSOR_BLINK_MS = 500;

/**
 * Types `text` one character every 50 ms, starting 2 s after mount, with a cursor blinking every 500 ms.
 * With `instant` (reduced motion) the whole text appears at once, with no cursor.
 */
export function useTypewriter(text: string, { enabled, instant }: { enabled: boolean; instant: boolean }) {
  const [started, setStarted] = useState(false);
  const [length, setLength] = useState(0);
  const [cursorOn, setCursorOn] = useState(true);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setStarted(true), TEASER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled]);

  useEffect(() => {
    if (!started || instant || length >= text.length) return;
    const timer = window.setTimeout(() => setLength((n) => n + 1), TYPE_MS_PER_CHAR);
    return () => window.clearTimeout(timer);
  }, [started, instant, length, text.length]);

  useEffect(() => {
    if (!started || instant) return;
    const timer = window.setInterval(() => setCursorOn((on) => !on), CURSOR_BLINK_MS);
    return () => window.clearInterval(timer);
  }, [started, instant]);

  return {
    started,
    typed: instant ? text : text.slice(0, length),
    done: instant || length >= text.length,
    cursorVisible: started && !instant && cursorOn,
  };
}
