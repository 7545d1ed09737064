/**
 * Broken images, caught from the head (an image can fail before any module has loaded): a picture marked
 * `data-picture` gets `data-failed`, and CSS swaps in the grey "No Image" placeholder, or hides it where the
 * content says so (`data-fallback="hide"`). A picture with `data-log-load` also reports to the console
 * whether its file loaded.
 */
export function installImageFallback(): void {
  const handle = (event: Event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement)) return;
    const frame = img.closest("[data-picture]");
    if (!frame) return;
    if (event.type === "error") frame.setAttribute("data-failed", "");
    const subject = frame.getAttribute("data-log-load");
    if (subject) console.info(`${subject}: image ${event.type === "load" ? "loaded" : "failed to load"}`);
  };
  document.addEventListener("error", handle, true);
  document.addEventListener("load", handle, true);
}
