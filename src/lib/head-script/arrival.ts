/** Session keys this tab remembers (session storage only: never sent anywhere). */
export const SESSION_KEYS = {
  chatOpen: "serendib:chat-open",
  chatConversation: "serendib:chat-conversation",
  teaserDismissed: "serendib:chat-teaser-dismissed",
  splashSeen: "serendib:splash-seen",
} as const;

export type NavigationKind = "navigate" | "reload" | "back_forward" | "prerender";

/**
 * Whether the splash greets this page view: when a visitor arrives (a new tab, a deep link from search or a
 * share, a reload), not when they move between the site's own pages (a link, back or forward).
 */
export function splashGreets({
  navigation,
  referrerOrigin,
  origin,
  seenInThisTab,
}: {
  navigation: NavigationKind;
  referrerOrigin: string | null;
  origin: string;
  seenInThisTab: boolean;
}): boolean {
  if (navigation === "reload") return true;
  if (navigation === "back_forward") return !seenInThisTab;
  return referrerOrigin !== origin;
}

/**
 * Runs in the head, before the first paint: marks on <html> how the visitor arrived and what this tab
 * remembers, so CSS shows the right first screen (splash or not, the chat panel's room on wide screens).
 */
export function markArrival(): void {
  const root = document.documentElement;
  const read = (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  let referrerOrigin: string | null = null;
  try {
    referrerOrigin = document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    referrerOrigin = null;
  }
  const greets = splashGreets({
    navigation: (entry?.type ?? "navigate") as NavigationKind,
    referrerOrigin,
    origin: location.origin,
    seenInThisTab: read(SESSION_KEYS.splashSeen) === "1",
  });
  if (!greets) root.dataset.splash = "skip";
  else {
    try {
      sessionStorage.setItem(SESSION_KEYS.splashSeen, "1");
    } catch {
      // Storage blocked: back and forward greet again; nothing else changes.
    }
  }
  const markTabState = () => {
    if (read(SESSION_KEYS.chatOpen) === "1") root.dataset.chatOpen = "true";
    else delete root.dataset.chatOpen;
    if (read(SESSION_KEYS.teaserDismissed) === "1") root.dataset.teaserDismissed = "true";
  };
  markTabState();
  // A page prerendered on intent (speculation rules) runs this before the visitor opens it: read the tab's
  // state again when it is shown, in case the chat was opened or the teaser dismissed meanwhile.
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", markTabState, { once: true });
}
