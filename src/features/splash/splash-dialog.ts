/**
 * The splash is pre-rendered open, so it paints with the page, and its "Continue to Website" button is a
 * `<form method="dialog">`, so it closes without any script. This upgrades it to a true modal (`showModal()`):
 * focus moves in, the page behind is inert, Escape closes it; on close, focus goes to the top of the page, so
 * the next Tab reaches the skip link first. Where the visitor did not arrive (moved between the site's own pages)
 * it is closed before it is ever shown (see lib/head-script/arrival.ts).
 *
 * The splash is the first thing in `<body>`, and the upgrade runs as soon as the parser has passed its end, not
 * when the whole document is parsed: the page beneath is then inert from its first style pass. Made modal later,
 * every element of the page was styled a second time, one task of 110-145 ms on a phone's processor (decision
 * 0023).
 */
const SPLASH = "dialog[data-splash]";

export function installSplashDialog(): void {
  if (upgradeOnceParsed()) return;
  const observer = new MutationObserver(() => {
    if (upgradeOnceParsed()) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      observer.disconnect();
      upgradeOnceParsed();
    },
    { once: true },
  );
}

/** Upgrades the splash once the parser is past its end; true when there is nothing more to wait for. */
function upgradeOnceParsed(): boolean {
  const parsing = document.readyState === "loading";
  const dialog = document.querySelector<HTMLDialogElement>(SPLASH);
  if (dialog) {
    if (parsing && !dialog.nextSibling) return false;
    upgrade(dialog);
    return true;
  }
  // The splash comes right after the body's first element (`#top`): once that has a next element, this page has none.
  return !parsing || Boolean(document.body?.firstElementChild?.nextElementSibling);
}

function upgrade(dialog: HTMLDialogElement): void {
  if (!dialog.open || dialog.matches(":modal")) return;
  if (document.documentElement.dataset.splash === "skip") {
    dialog.close();
    return;
  }
  dialog.close();
  dialog.showModal();
  dialog.addEventListener("close", () => {
    // The close() just above fires this too, after the dialog has reopened as a modal: not the visitor's.
    if (dialog.open) return;
    const top = document.getElementById("top") ?? document.body;
    top.focus({ preventScroll: true });
  });
}
