// @vitest-environment jsdom
import { act, type FormEvent, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captureEarlyInput } from "./early-input.ts";

declare global {
  // React's act() environment flag.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  captureEarlyInput();
});

afterEach(() => {
  document.body.innerHTML = "";
});

/** A controlled form, as the site's forms are: state in React, values sent on submit. */
function SignUp({ onSend }: { onSend: (values: { email: string; plan: string; terms: boolean }) => void }) {
  const [email, setEmail] = useState("");
  const [plan, setPlan] = useState("");
  const [terms, setTerms] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <form
      method="post"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSend({ email, plan, terms });
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="">Choose</option>
        <option value="gold">Gold</option>
      </select>
      <input
        aria-label="Terms"
        type="checkbox"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      <button type="button" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
        Menu
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

/** Puts the island's built HTML in the page, as Astro does: `<astro-island ssr>` until its code has run. */
function mountStatic(onSend: Parameters<typeof SignUp>[0]["onSend"]) {
  const island = document.createElement("astro-island");
  island.setAttribute("ssr", "");
  island.innerHTML = renderToString(<SignUp onSend={onSend} />);
  document.body.append(island);
  const q = <T extends Element>(selector: string) => island.querySelector(selector) as T;
  return {
    island,
    email: q<HTMLInputElement>("input[aria-label=Email]"),
    plan: q<HTMLSelectElement>("select"),
    terms: q<HTMLInputElement>("input[type=checkbox]"),
    menu: q<HTMLButtonElement>("button[type=button]"),
    form: q<HTMLFormElement>("form"),
    submit: q<HTMLButtonElement>("button[type=submit]"),
  };
}

/** What Astro does when the island's code arrives: hydrate, drop `ssr`, announce `astro:hydrate`. */
async function hydrate(island: Element, onSend: Parameters<typeof SignUp>[0]["onSend"]) {
  await act(async () => {
    hydrateRoot(island, <SignUp onSend={onSend} />);
  });
  island.removeAttribute("ssr");
  island.dispatchEvent(new CustomEvent("astro:hydrate"));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 120));
  });
}

function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

describe("input made before an island hydrates", () => {
  it("cancels a submit made before hydration, then sends it once, with everything typed", async () => {
    const onSend = vi.fn();
    const page = mountStatic(onSend);
    type(page.email, "asha@example.lk");
    type(page.plan, "gold");
    page.terms.click();
    const early = new Event("submit", { bubbles: true, cancelable: true });
    page.form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();

    await hydrate(page.island, onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: "asha@example.lk", plan: "gold", terms: true });
  });

  it("gives typed values to React, so the next render keeps them", async () => {
    const onSend = vi.fn();
    const page = mountStatic(onSend);
    type(page.email, "typed.early@example.lk");
    await hydrate(page.island, onSend);
    expect(page.email.value).toBe("typed.early@example.lk");
    // A later submit (after hydration) sends React's state, which now holds the early value.
    await act(async () => {
      page.submit.click();
    });
    expect(onSend).toHaveBeenCalledWith({ email: "typed.early@example.lk", plan: "", terms: false });
  });

  it("replays a tap on a button made before hydration", async () => {
    const page = mountStatic(vi.fn());
    page.menu.click();
    expect(page.menu.getAttribute("aria-expanded")).toBe("false");
    await hydrate(page.island, vi.fn());
    expect(page.menu.getAttribute("aria-expanded")).toBe("true");
  });

  it("leaves islands that have hydrated alone", async () => {
    const onSend = vi.fn();
    const page = mountStatic(onSend);
    await hydrate(page.island, onSend);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => {
      page.form.dispatchEvent(submit);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("does nothing for forms outside islands", () => {
    const form = document.createElement("form");
    document.body.append(form);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});
