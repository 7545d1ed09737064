// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "./reveal";

let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null = null;
let reducedMotion = false;

beforeEach(() => {
  observed = null;
  reducedMotion = false;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed = { callback, options };
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query.includes("reduce") }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function placeBelowTheFold() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000 } as DOMRect);
}

describe("Reveal", () => {
  it("hides content below the fold until it scrolls into view, then fades it up once", () => {
    placeBelowTheFold();
    render(
      <Reveal as="section" threshold={0.2} aria-label="Values">
        Our values
      </Reveal>,
    );
    const section = screen.getByRole("region", { name: "Values" });
    expect(section.dataset.reveal).toBe("waiting");
    expect(section.className).toContain("opacity-0");
    expect(observed?.options?.threshold).toBe(0.2);
    act(() =>
      observed?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(section.dataset.reveal).toBe("revealed");
    expect(section.className).toContain("animate-fade-up");
  });

  it("never hides content that is already on screen", () => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 10 } as DOMRect);
    render(<Reveal>Hero</Reveal>);
    expect(screen.getByText("Hero").dataset.reveal).toBe("shown");
    expect(observed).toBeNull();
  });

  it("does nothing with reduced motion", () => {
    reducedMotion = true;
    placeBelowTheFold();
    render(<Reveal>Calm</Reveal>);
    expect(screen.getByText("Calm").dataset.reveal).toBe("shown");
    expect(observed).toBeNull();
  });
});
