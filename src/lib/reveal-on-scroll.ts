/**
 * Fades and lifts each `[data-reveal]` section in once, the first time it scrolls into view (at the share of
 * it given by `data-reveal-threshold`). Sections already on screen when the script starts, and every section
 * with reduced motion, are left as they are: nothing visible is ever hidden.
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
            if (!entry.isIntersecting) continue;
            (entry.target as HTMLElement).dataset.reveal = "revealed";
            self.unobserve(entry.target);
          }
        },
        { threshold },
      );
      observers.set(threshold, observer);
    }
    return observer;
  };
  for (const section of root.querySelectorAll<HTMLElement>("[data-reveal='']")) {
    if (section.getBoundingClientRect().top < window.innerHeight) continue;
    section.dataset.reveal = "waiting";
    observerFor(Number(section.dataset.revealThreshold ?? 0.15)).observe(section);
  }
}
