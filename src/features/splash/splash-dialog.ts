/**
 * The splash is pre-rendered open, so it paints with the page, and its "Continue to Website" button is a
 * `<form method="dialog">`, so it closes without any script. This upgrades it to a true modal (`showModal()`):
 * focus moves in, the page behind is inert, Escape closes it; on close, focus goes to the top of the page, so
 * the next Tab reaches the skip link first. Where the visitor did not arrive (moved between the site's own pages)
 * it is closed before it is ever shown (see lib/head-script/arrival.ts).
 *
 * When: just before the first frame that draws the page (`requestAnimationFrame`) or when the document is
 * parsed (`DOMContentLoaded`), whichever comes first (decision 0023).
 * - Not later: made modal after the page beneath was styled, every element of the page was styled a second time
 *   as it turned inert, one task of 110-145 ms on a phone's processor.
 * - Not earlier, in the parser's task as soon as the splash was parsed: `showModal()` then forced a style and
 *   layout in the middle of parsing and let a frame be drawn before the rest of the page, whose whole style and
 *   layout then came in one long task after the first paint (most of Lighthouse's TBT). Now, where the HTML
 *   arrives at once, the page is styled and laid out once, before its first frame; on a slow network a frame
 *   comes while the parser waits for data, and the splash is made modal just before it.
 */
const SPLASH = "dialog[data-splash]";

export function installSplashDialog(): void {
  let done = false;
  const beforeFrame = () => {
    if (done) return;
    done = upgradeOnceParsed();
    if (!done) requestAnimationFrame(beforeFrame);
  };
  requestAnimationFrame(beforeFrame);
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      if (!done) done = upgradeOnceParsed();
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
