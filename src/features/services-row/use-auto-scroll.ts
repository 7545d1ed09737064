import { type RefObject, useEffect } from "react";
import { nextScrollPosition } from "./auto-scroll-step.ts";

/**
 * Scrolls an overflowing element sideways by itself, half a pixel per frame, wrapping to the start at the end.
 * It stands still while `paused`, while the visitor prefers reduced motion, and while the row is off screen
 * or the tab hidden. Manual scrolling (touch, trackpad, keyboard) is respected: the row carries on from there.
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
      position = nextScrollPosition(position, element.scrollLeft, end);
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
