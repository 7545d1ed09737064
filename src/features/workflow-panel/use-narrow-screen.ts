import { useSyncExternalStore } from "react";

/** The spec's mobile breakpoint: narrower than the md width (768 px). */
const NARROW_QUERY = "(max-width: 767.98px)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener("change", onChange);
  window.addEventListener("resize", onChange);
  return () => {
    list.removeEventListener("change", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/** True while the window is narrower than 768 px, recalculated on every resize. False in the built HTML. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
