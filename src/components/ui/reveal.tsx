import type { ComponentPropsWithoutRef, ElementType } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Share of the element that must be visible before it animates in: the spec's 0.1 to 0.3. */
  threshold?: 0.1 | 0.15 | 0.2 | 0.25 | 0.3;
} & ComponentPropsWithoutRef<T>;

/**
 * A section that fades and lifts in once, the first time it scrolls into view. The markup only marks it;
 * the early page script (lib/head-script/reveal-on-scroll.ts, run from lib/head-script/early-page.ts) does the rest, and
 * leaves alone what is already on screen, everything with reduced motion, and everything without JavaScript.
 */
export function Reveal<T extends ElementType = "div">({ as, threshold = 0.15, ...rest }: RevealProps<T>) {
  const Tag: ElementType = as ?? "div";
  return <Tag data-reveal="" data-reveal-threshold={threshold} {...rest} />;
}
