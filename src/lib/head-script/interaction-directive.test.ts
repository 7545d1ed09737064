// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import hydrateOnInteraction from "./interaction-directive.ts";

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-chat-open");
});

/** What Astro passes for a directive written without a value (`client:interaction`): `true`. */
const VALUELESS = true as unknown as string;

function island() {
  const element = document.createElement("astro-island") as HTMLElement;
  element.innerHTML = "<button type=button>Open</button>";
  document.body.append(element);
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { element, load, hydrate };
}

describe("client:interaction", () => {
  it("loads nothing until the visitor interacts", () => {
    const { element, load } = island();
    hydrateOnInteraction(load, { name: "interaction", value: VALUELESS }, element);
    expect(load).not.toHaveBeenCalled();
  });

  it.each(["pointerover", "pointerdown", "focusin", "keydown", "input"])(
    "hydrates on the first %s, once",
    async (type) => {
      const { element, load, hydrate } = island();
      hydrateOnInteraction(load, { name: "interaction", value: VALUELESS }, element);
      element.querySelector("button")!.dispatchEvent(new Event(type, { bubbles: true }));
      element.querySelector("button")!.dispatchEvent(new Event(type, { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      expect(load).toHaveBeenCalledTimes(1);
    },
  );

  it("hydrates at once when its selector matches the document", async () => {
    document.documentElement.dataset.chatOpen = "true";
    const { element, load, hydrate } = island();
    hydrateOnInteraction(load, { name: "interaction", value: "[data-chat-open]" }, element);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates when the selector starts to match later", async () => {
    const { element, load, hydrate } = island();
    hydrateOnInteraction(load, { name: "interaction", value: "[data-chat-open]" }, element);
    expect(load).not.toHaveBeenCalled();
    document.documentElement.dataset.chatOpen = "true";
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it("waits when the selector does not match", () => {
    const { element, load } = island();
    hydrateOnInteraction(load, { name: "interaction", value: "[data-chat-open]" }, element);
    expect(load).not.toHaveBeenCalled();
  });

  it("hydrates at once when the address carries its parameter, and waits when it does not", async () => {
    for (const [search, hydrates] of [
      ["?q=logo", true],
      ["?q=%20", false],
      ["?other=1", false],
    ] as const) {
      history.replaceState(null, "", `/search${search}`);
      const { element, load, hydrate } = island();
      hydrateOnInteraction(load, { name: "interaction", value: "?q" }, element);
      if (hydrates) await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      else expect(load).not.toHaveBeenCalled();
      element.remove();
    }
    history.replaceState(null, "", "/");
  });
});
