import { type ComponentPropsWithoutRef, type ElementType, useEffect, useRef, useState } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Share of the element that must be visible before it animates in: the spec's 0.1 to 0.3. */
  threshold?: 0.1 | 0.15 | 0.2 | 0.25 | 0.3;
} & ComponentPropsWithoutRef<T>;

/**
 * Fades and lifts its content in once, the first time it scrolls into view. Content already on screen
 * (and everything while pre-rendering, without JavaScript or with reduced motion) is simply shown.
 */
export function Reveal<T extends ElementType = "div">({
  as,
  threshold = 0.15,
  className,
  ...rest
}: RevealProps<T>) {
  const Tag: ElementType = as ?? "div";
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<"shown" | "waiting" | "revealed">("shown");

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState("waiting");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  const motion = state === "waiting" ? "opacity-0" : state === "revealed" ? "animate-fade-up" : "";
  return <Tag ref={ref} data-reveal={state} className={`${className ?? ""} ${motion}`.trim()} {...rest} />;
}
