/**
 * The splash is pre-rendered open, so it paints with the page, and its "Continue to Website" button is a
 * `<form method="dialog">`, so it closes without any script. Once the document is parsed this upgrades it to
 * a true modal (`showModal()`): focus moves in, the page behind is inert, Escape closes it; on close, focus
 * goes to the top of the page, so the next Tab reaches the skip link first. Where the visitor did not arrive (moved between the site's own pages) it
 * is closed before it is ever shown (see lib/head-script/arrival.ts).
 */
export function installSplashDialog(): void {
  const upgrade = () => {
    const dialog = document.querySelector<HTMLDialogElement>("dialog[data-splash]");
    if (!dialog?.open) return;
    if (document.documentElement.dataset.splash === "skip") {
      dialog.close();
      return;
    }
    if (dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
    dialog.addEventListener("close", () => {
      // The close() just above fires this too, after the dialog has reopened as a modal: not the visitor's.
      if (dialog.open) return;
      const top = document.getElementById("top") ?? document.body;
      top.focus({ preventScroll: true });
    });
  };
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", upgrade, { once: true });
  else upgrade();
}
