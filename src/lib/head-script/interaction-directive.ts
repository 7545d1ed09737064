import type { ClientDirective } from "astro";

/** Signs that a visitor is about to use an island: hovering it, pressing, focusing, typing, submitting. */
const INTERACTION_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
  "submit",
];

/**
 * `client:interaction`: an island's code loads the moment a visitor starts to use it, not before, so a page
 * whose islands nobody touches ships no framework at all. What they did meanwhile is replayed once it has
 * hydrated (see early-input.ts). With a selector as its value (`client:interaction="[data-chat-open]"`), the
 * island hydrates at once when the selector matches the document (the chat panel was open on the last page).
 * With `?name` as its value (`client:interaction="?q"`), it hydrates at once when the page's address carries
 * that parameter, not empty (the search page reached with a query).
 */
const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) island.removeEventListener(type, start, true);
    const hydrate = await load();
    // The press or key that brought the code is drawn first (a checked choice, an open menu), then React
    // hydrates: on a slow phone hydrating is a long task, and run before the press's own frame it delays it.
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await hydrate();
  };
  for (const type of INTERACTION_EVENTS)
    island.addEventListener(type, start, { capture: true, passive: true });
  const selector = typeof options.value === "string" ? options.value : "";
  if (selector.startsWith("?")) {
    if (new URLSearchParams(location.search).get(selector.slice(1))?.trim()) void start();
    return;
  }
  if (!selector) return;
  if (document.querySelector(selector)) {
    void start();
    return;
  }
  // The selector may start to match later (a prerendered page shown after the chat was opened elsewhere).
  const watch = new MutationObserver(() => {
    if (started) watch.disconnect();
    else if (document.querySelector(selector)) {
      watch.disconnect();
      void start();
    }
  });
  watch.observe(document.documentElement, { attributes: true });
};

export default hydrateOnInteraction;
