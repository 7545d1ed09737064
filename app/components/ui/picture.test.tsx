// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ResolvedImage } from "~/content/images";
import { Picture } from "./picture";

const portrait: ResolvedImage = {
  kind: "raster",
  key: "people/founder",
  alt: "Portrait of the founder",
  width: 800,
  height: 1000,
  widths: [320, 640, 800],
  formats: ["avif", "webp", "jpg"],
};

// happy-dom never downloads images: report them as loaded unless a test says otherwise.
beforeEach(() => {
  Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", { configurable: true, get: () => 800 });
});
afterEach(cleanup);

describe("Picture", () => {
  it("offers every width in modern formats with the intrinsic size set", () => {
    const { container } = render(<Picture image={portrait} sizes="320px" />);
    const sources = container.querySelectorAll("source");
    expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      "/images/people/founder-320.avif 320w, /images/people/founder-640.avif 640w, /images/people/founder-800.avif 800w",
    );
    const img = screen.getByRole("img", { name: "Portrait of the founder" });
    expect(img.getAttribute("src")).toBe("/images/people/founder-800.jpg");
    expect(img.getAttribute("width")).toBe("800");
    expect(img.getAttribute("height")).toBe("1000");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("loads the largest paint eagerly with high priority", () => {
    render(<Picture image={portrait} priority />);
    const img = screen.getByRole("img", { name: "Portrait of the founder" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the grey 'No Image' placeholder when the file fails to load", () => {
    render(<Picture image={portrait} />);
    fireEvent.error(screen.getByRole("img", { name: "Portrait of the founder" }));
    expect(screen.queryByRole("img", { name: "Portrait of the founder" })).toBeNull();
    expect(screen.getByRole("img", { name: "No Image" }).textContent).toBe("No Image");
  });

  it("notices an image that failed before the page became interactive", () => {
    Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", { configurable: true, get: () => 0 });
    Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => true });
    render(<Picture image={portrait} />);
    expect(screen.getByRole("img", { name: "No Image" })).toBeTruthy();
    Reflect.deleteProperty(HTMLImageElement.prototype, "complete");
  });

  it("shows the placeholder for an image the manifest does not have", () => {
    render(<Picture image={{ kind: "missing", key: "x", alt: "x", width: 4, height: 3 }} />);
    expect(screen.getByRole("img", { name: "No Image" })).toBeTruthy();
  });
});
