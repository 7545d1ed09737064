// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installImageFallback } from "./image-fallback.ts";

beforeAll(() => installImageFallback());
afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

function picture(attributes = "") {
  document.body.innerHTML = `<span data-picture ${attributes}><picture><img src="/x.jpg" alt="A"></picture></span>`;
  return { frame: document.querySelector("[data-picture]")!, img: document.querySelector("img")! };
}

describe("image fallback", () => {
  it("marks a picture whose file failed", () => {
    const { frame, img } = picture();
    img.dispatchEvent(new Event("error"));
    expect(frame.hasAttribute("data-failed")).toBe(true);
  });

  it("leaves a picture that loaded", () => {
    const { frame, img } = picture();
    img.dispatchEvent(new Event("load"));
    expect(frame.hasAttribute("data-failed")).toBe(false);
  });

  it("reports to the console, naming the subject, when asked", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { img } = picture('data-log-load="Team photo of Asha"');
    img.dispatchEvent(new Event("load"));
    img.dispatchEvent(new Event("error"));
    expect(info.mock.calls).toEqual([
      ["Team photo of Asha: image loaded"],
      ["Team photo of Asha: image failed to load"],
    ]);
  });
});
