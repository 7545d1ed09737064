/**
 * Fades and lifts each `[data-reveal]` section in once, the first time it scrolls into view (at the share of
 * it given by `data-reveal-threshold`). Sections already on screen (or above it) when first seen, and every
 * section with reduced motion, are left as they are: nothing visible is ever hidden.
 *
 * Nothing here measures the page: the observers' first report says where each section is, after the browser's
 * own layout. (Reading each section's position here, between writes, laid the whole page out again and again
 * in one long task as the page was parsed.)
 */
export function revealOnScroll(root: Document = document): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window))
    return;
  const observers = new Map<number, IntersectionObserver>();
  const observerFor = (threshold: number) => {
    let observer = observers.get(threshold);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            const section = entry.target as HTMLElement;
            if (section.dataset.reveal === "") {
              // First report: on screen or above it stays as it is; below it waits for the visitor.
              if (entry.boundingClientRect.top < (entry.rootBounds?.height ?? window.innerHeight)) {
                self.unobserve(section);
              } else {
                section.dataset.reveal = "waiting";
              }
            } else if (entry.isIntersecting) {
              section.dataset.reveal = "revealed";
              self.unobserve(section);
            }
          }
        },
        { threshold },
      );
      observers.set(threshold, observer);
    }
    return observer;
  };
  for (const section of root.querySelectorAll<HTMLElement>("[data-reveal='']")) {
    observerFor(Number(section.dataset.revealThreshold ?? 0.15)).observe(section);
  }
}
