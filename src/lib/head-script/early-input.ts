/**
 * Nothing a visitor does before an island's code has taken over is lost, and nothing is done twice. Runs in
 * the head of every page, before any module. Every control works as plain HTML first: links, popovers,
 * radio filters, fields and native form posts need no script. What is left for this script:
 *
 * - **A form sent before its code took over** posts natively (into a new tab, where the server hands it to
 *   WhatsApp; contracts/enquiry-forms/). The form is marked `data-posted` so the island, once it runs,
 *   finishes what the server could not (the thank-you screen, the toast, the email copy) without sending
 *   it again. Pressing send again on the same answers before then does nothing.
 * - **A tap on a button that needs script** (the chat's "Start Chat", the teaser's close) is made again once
 *   React owns that button. So is a press on send while the browser would refuse the answers (an empty
 *   required field): the form's code then names what to fix in the spec's words.
 *
 * Whether React took an event is decided after the event has run its course (a zero-delay task): once React's
 * root exists it hydrates synchronously for a press and handles it itself, so only what no React code saw is
 * kept. Typed, ticked and chosen values stay in the page: each island reads them from its elements when it
 * takes over (lib/adopt-form.ts).
 */
export const POSTED_ATTRIBUTE = "data-posted";

export function captureEarlyInput(): void {
  const RETRY_MS = 25;
  const GIVE_UP_AFTER_MS = 60_000;

  /** React has taken the element over once it carries React's props. */
  const reactOwns = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  const inIsland = (element: Element) => element.closest("astro-island") !== null;
  /** The answers a form would send now, to tell a second press on the same answers from a corrected form. */
  const answersOf = (form: HTMLFormElement) =>
    JSON.stringify(
      [...new FormData(form)].map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
    );
  const sentAnswers = new WeakMap<HTMLFormElement, string>();

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !inIsland(form) || reactOwns(form)) return;
      const answers = answersOf(form);
      if (sentAnswers.get(form) === answers) {
        event.preventDefault();
        return;
      }
      setTimeout(() => {
        // React prevents the post it handles; one it did not see went to the server.
        if (event.defaultPrevented) return;
        sentAnswers.set(form, answers);
        form.setAttribute(POSTED_ATTRIBUTE, "");
      }, 0);
    },
    true,
  );

  const waiting: { control: HTMLElement; since: number }[] = [];
  let timer = 0;
  /** Ready for the press again: React owns it, and a send button's form checks its own answers now. */
  const takenOver = (control: HTMLElement) =>
    reactOwns(control) &&
    !(
      control instanceof HTMLButtonElement &&
      control.type === "submit" &&
      control.form &&
      !control.form.noValidate
    );
  const replayWhenOwned = () => {
    timer = 0;
    for (const entry of [...waiting]) {
      const owned = takenOver(entry.control);
      if (owned || !entry.control.isConnected || Date.now() - entry.since > GIVE_UP_AFTER_MS) {
        waiting.splice(waiting.indexOf(entry), 1);
        if (owned && entry.control.isConnected) entry.control.click();
      }
    }
    if (waiting.length > 0) timer = window.setTimeout(replayWhenOwned, RETRY_MS);
  };

  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest("button, [role='button']");
      if (!(control instanceof HTMLElement) || !inIsland(control) || reactOwns(control)) return;
      const wait = () => {
        waiting.push({ control, since: Date.now() });
        if (!timer) timer = window.setTimeout(replayWhenOwned, RETRY_MS);
      };
      if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) {
        // Answers the browser would refuse wait for the form's code, which names what to fix in the spec's
        // words; answers it accepts are posted at once (the submit listener above).
        if (control.form.checkValidity()) return;
        event.preventDefault();
        wait();
        return;
      }
      // A reset, or a popover's button, needs no script.
      if (control instanceof HTMLButtonElement && (control.type !== "button" || control.popoverTargetElement))
        return;
      setTimeout(() => {
        if (!reactOwns(control)) wait(); // else React hydrated on the press and handled it
      }, 0);
    },
    true,
  );
}
