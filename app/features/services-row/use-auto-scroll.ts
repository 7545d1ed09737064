import { type RefObject, useEffect } from "react";

/** The spec's speed: half a pixel per animation frame. */
export const AUTO_SCROLL_STEP = 0.5;

/**
 * Scrolls an overflowing element sideways by itself, a fixed step per frame, wrapping to the start at the end.
 * It stands still while `paused` is true, while the visitor prefers reduced motion, and while the row is off
 * screen. Manual scrolling (touch, trackpad, keyboard) is respected: the row carries on from where it was left.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, paused: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element || paused) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (motion.matches) return;

    let frame = 0;
    let visible = true;
    let position = element.scrollLeft;
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
    });
    observer.observe(element);

    const tick = () => {
      frame = requestAnimationFrame(tick);
      if (!visible || document.hidden) return;
      const end = element.scrollWidth - element.clientWidth;
      if (end <= 0) return;
      // Someone else moved the row (a swipe, a focused card scrolled into view): continue from there.
      if (Math.abs(element.scrollLeft - position) > 2) position = element.scrollLeft;
      position = position + AUTO_SCROLL_STEP >= end ? 0 : position + AUTO_SCROLL_STEP;
      element.scrollLeft = position;
    };
    frame = requestAnimationFrame(tick);
    const stop = () => cancelAnimationFrame(frame);
    motion.addEventListener("change", stop);
    return () => {
      stop();
      observer.disconnect();
      motion.removeEventListener("change", stop);
    };
  }, [ref, paused]);
}
