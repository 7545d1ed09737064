// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captureEarlyInput, POSTED_ATTRIBUTE } from "./early-input.ts";

beforeAll(() => captureEarlyInput());
afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

/** An island as the server sent it: a form with one required field, a send button and a plain button. */
function island() {
  document.body.innerHTML = `
    <astro-island ssr>
      <form method="post" action="/api/forms/newsletter" target="_blank">
        <input name="email" required>
        <button type="submit">Send</button>
        <button type="button">Start Chat</button>
      </form>
    </astro-island>`;
  const form = document.querySelector("form")!;
  const email = document.querySelector("input")!;
  const [send, start] = [...document.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
  return { form, email, send, start };
}

/** What React leaves on an element it has taken over. */
const takeOver = (...elements: Element[]) => {
  for (const element of elements) Object.assign(element, { __reactProps$test: {} });
};
const submitEvent = (form: HTMLFormElement) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("input made before an island's code has taken over", () => {
  it("leaves a valid form's post to the browser, marks it posted, and does not post the same answers twice", async () => {
    const { form, email } = island();
    email.value = "asha@example.lk";
    expect(submitEvent(form).defaultPrevented).toBe(false);
    await nextTask();
    expect(form.hasAttribute(POSTED_ATTRIBUTE)).toBe(true);
    expect(submitEvent(form).defaultPrevented).toBe(true);
    // Corrected answers may go again.
    email.value = "asha@example.com";
    expect(submitEvent(form).defaultPrevented).toBe(false);
  });

  it("does not mark a post React handled", async () => {
    const { form, email } = island();
    email.value = "asha@example.lk";
    takeOver(form);
    form.addEventListener("submit", (event) => event.preventDefault());
    submitEvent(form);
    await nextTask();
    expect(form.hasAttribute(POSTED_ATTRIBUTE)).toBe(false);
  });

  it("makes a tap again once React owns the button, and only once", async () => {
    const { start } = island();
    const handled = vi.fn();
    start.click();
    await nextTask();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(handled).not.toHaveBeenCalled();
    takeOver(start);
    start.addEventListener("click", handled);
    await vi.waitFor(() => expect(handled).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it("leaves a tap React took itself (it hydrated on the press)", async () => {
    const { start } = island();
    const handled = vi.fn();
    start.addEventListener("click", () => {
      takeOver(start);
      handled();
    });
    start.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it("holds a send the browser would refuse until the form checks its own answers, then presses it again", async () => {
    const { form, send } = island();
    const submits = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submits);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    send.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    takeOver(send, form);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // React owns it, but its form still lets the browser check: not yet.
    expect(submits).not.toHaveBeenCalled();
    form.noValidate = true;
    await vi.waitFor(() => expect(submits).toHaveBeenCalledTimes(1));
    expect(form.hasAttribute(POSTED_ATTRIBUTE)).toBe(false);
  });
});
