/** The spec's speed: half a pixel per animation frame. */
export const AUTO_SCROLL_STEP = 0.5;

/**
 * The row's next position: one step on, back to the start once the end is reached. `current` is where the
 * row actually is: when someone else moved it (a swipe, a card focused into view), it carries on from there.
 */
export function nextScrollPosition(
  position: number,
  current: number,
  end: number,
  step = AUTO_SCROLL_STEP,
): number {
  const from = Math.abs(current - position) > 2 ? current : position;
  return from + step >= end ? 0 : from + step;
}
