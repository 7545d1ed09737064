/**
 * Nothing a visitor does before an island's code has arrived is lost. Runs in the head of every page, before
 * any module: while an island is still static HTML (`<astro-island ssr>`),
 * - a submit inside it is cancelled (no form ever submits natively, so nothing typed reaches a URL) and
 *   remembered;
 * - a tap on one of its buttons is remembered;
 * - each field typed into, ticked or chosen is remembered.
 * When the island hydrates (`astro:hydrate`), each is handed to React: typed values become React's state, the
 * taps are made again, then the submit, so the form is sent once with everything that was typed.
 */
export function captureEarlyInput(): void {
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  interface Pending {
    fields: Set<Field>;
    taps: HTMLElement[];
    submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  }
  const pending = new Map<Element, Pending>();
  const RETRY_MS = 20;
  const GIVE_UP_AFTER = 500; // tries: ten seconds

  /** The island around `target`, if its code has not taken over yet. */
  const waitingIsland = (target: EventTarget | null): Element | null => {
    const island = target instanceof Element ? target.closest("astro-island") : null;
    return island?.hasAttribute("ssr") ? island : null;
  };
  const pendingFor = (island: Element): Pending => {
    let entry = pending.get(island);
    if (!entry) {
      entry = { fields: new Set(), taps: [], submit: null };
      pending.set(island, entry);
    }
    return entry;
  };
  const isField = (node: EventTarget | null): node is Field =>
    node instanceof HTMLInputElement ||
    node instanceof HTMLTextAreaElement ||
    node instanceof HTMLSelectElement;

  const rememberField = (event: Event) => {
    const island = waitingIsland(event.target);
    if (island && isField(event.target)) pendingFor(island).fields.add(event.target);
  };
  document.addEventListener("input", rememberField, true);
  document.addEventListener("change", rememberField, true);

  document.addEventListener(
    "submit",
    (event) => {
      const island = waitingIsland(event.target);
      if (!island || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      pendingFor(island).submit = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
    },
    true,
  );

  document.addEventListener(
    "click",
    (event) => {
      const island = waitingIsland(event.target);
      if (!island || !(event.target instanceof Element)) return;
      const control = event.target.closest("button, [role='button']");
      if (!(control instanceof HTMLElement) || !island.contains(control)) return;
      // A submit button's press arrives as the form's submit event; a reset is left to the browser.
      if (control instanceof HTMLButtonElement && control.type !== "button" && control.form) return;
      pendingFor(island).taps.push(control);
    },
    true,
  );

  /** React has taken the element over once it carries React's props. */
  const reactOwns = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

  /** What the visitor left in a field: its ticked state or its value. */
  const visitorValue = (field: Field): boolean | string =>
    field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
      ? field.checked
      : field.value;

  /** Gives React the value the visitor left in a field, as if they had just typed it. */
  const handOver = (field: Field, value: boolean | string) => {
    if (typeof value === "boolean") {
      const box = field as HTMLInputElement;
      if (value === box.defaultChecked) return;
      // Back to the page's state through React's own setter, then the visitor's click again: React sees it.
      box.checked = box.defaultChecked;
      box.click();
      return;
    }
    if (field instanceof HTMLInputElement && field.type === "file") {
      if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    const initial =
      field instanceof HTMLSelectElement
        ? (([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? "")
        : field.defaultValue;
    if (value === initial) return;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    // React tracks the last value it saw: tell it the initial value, then put the typed one back behind it.
    field.value = initial;
    nativeSetter?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  };

  const replaySubmit = (form: HTMLFormElement, submitter: HTMLElement | null, tries = 0) => {
    // A synthetic submit event can never submit natively; React marks it handled by preventing its default.
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(event);
    if (!event.defaultPrevented && tries < GIVE_UP_AFTER)
      setTimeout(() => replaySubmit(form, submitter, tries + 1), RETRY_MS);
  };

  document.addEventListener(
    "astro:hydrate",
    (event) => {
      const island = event.target as Element;
      const work = pending.get(island);
      if (!work) return;
      pending.delete(island);
      const targets: Element[] = [...work.fields, ...work.taps, ...(work.submit ? [work.submit.form] : [])];
      const replay = (tries = 0) => {
        if (!targets.every(reactOwns) && tries < GIVE_UP_AFTER) {
          setTimeout(() => replay(tries + 1), RETRY_MS);
          return;
        }
        // One step per task, so React renders each change before the next one arrives: the values, then the
        // taps, then the submit (whose handler then sees every value).
        // Read every value first: handing one over re-renders the island, which resets the others to React's state.
        const values = [...work.fields]
          .filter((field) => field.isConnected)
          .map((field) => [field, visitorValue(field)] as const);
        for (const [field, value] of values) handOver(field, value);
        setTimeout(() => {
          for (const control of work.taps) if (control.isConnected) control.click();
          setTimeout(() => {
            if (work.submit?.form.isConnected) replaySubmit(work.submit.form, work.submit.submitter);
          }, 0);
        }, 0);
      };
      replay();
    },
    true,
  );
}
