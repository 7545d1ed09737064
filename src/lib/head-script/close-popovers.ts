/**
 * A page the browser restores by back or forward (the back/forward cache) comes back as it was left: a
 * popover menu opened just before following one of its links would still be open. Close it.
 */
export function closePopoversOnReturn(): void {
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const popover of document.querySelectorAll<HTMLElement>("[popover]:popover-open"))
      popover.hidePopover();
  });
}
