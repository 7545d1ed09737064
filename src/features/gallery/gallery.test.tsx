// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Gallery } from "./gallery.tsx";
import type { GalleryCopy, GalleryPiece } from "./types.ts";

afterEach(cleanup);

const picture = (alt: string) => ({
  alt,
  width: 800,
  height: 600,
  src: "/x.jpg",
  sources: [],
  fallbackLabel: "No Image",
});
const pieces: GalleryPiece[] = [
  {
    id: "a",
    title: "Tea estate logo",
    category: "Branding",
    client: "Pedro Ridge",
    image: picture("A logo"),
  },
  {
    id: "b",
    title: "Surf week post",
    category: "Social Media",
    client: "Whitewater",
    image: picture("A post"),
  },
  { id: "c", title: "Cinnamon board", category: "Branding", client: "Kurundu", image: picture("A board") },
];
const copy: GalleryCopy = {
  filterLabel: "Filter the gallery",
  all: "All",
  count: "{count} pieces",
  empty: "No images found for the selected category.",
  viewer: {
    close: "Close",
    previous: "Previous",
    next: "Next",
    position: "{index} of {total}",
    hint: "Arrows",
  },
};

describe("gallery", () => {
  it("offers All and each category the pieces name, All first and chosen", () => {
    render(<Gallery pieces={pieces} copy={copy} />);
    const group = screen.getByRole("group", { name: "Filter the gallery" });
    const buttons = [...group.querySelectorAll("button")];
    expect(buttons.map((b) => b.textContent)).toEqual(["All", "Branding", "Social Media"]);
    expect(buttons[0]!.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("status").textContent).toBe("3 pieces");
  });

  it("filters by category, takes the page's word for All, and says so when nothing is shown", () => {
    render(<Gallery pieces={pieces} copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "Branding" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("status").textContent).toBe("2 pieces");
    expect(screen.getByRole("button", { name: "Branding" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("button", { name: /Surf week post/ })).toBeNull();
    expect(screen.queryByText(copy.empty)).toBeNull();

    cleanup();
    render(<Gallery pieces={[pieces[1]!]} copy={{ ...copy, all: "Everything" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Everything" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);

    cleanup();
    render(<Gallery pieces={[]} copy={copy} />);
    expect(screen.getByText(copy.empty)).toBeTruthy();
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });

  it("opens the viewer on a thumbnail, moves within the category, and gives focus back on close", async () => {
    render(<Gallery pieces={pieces} copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "Branding" }));
    fireEvent.click(screen.getByRole("button", { name: /Cinnamon board/ }));
    // The viewer's code loads on this first open.
    const viewer = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(viewer.textContent).toContain("Cinnamon board");
    expect(viewer.textContent).toContain("2 of 2");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(viewer.textContent).toContain("Tea estate logo");
    expect(viewer.textContent).toContain("1 of 2");
    fireEvent.keyDown(viewer, { key: "ArrowLeft" });
    expect(viewer.textContent).toContain("Cinnamon board");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Cinnamon board/ }));
  });

  it("opens the piece tapped together with a category (taps replayed once the island runs)", async () => {
    render(<Gallery pieces={pieces} copy={copy} />);
    const branding = screen.getByRole("button", { name: "Branding" });
    const board = screen.getByRole("button", { name: /Cinnamon board/ });
    // Both handlers run before React re-renders, as when the page replays taps made before hydration.
    act(() => {
      branding.click();
      board.click();
    });
    const viewer = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(viewer.textContent).toContain("Cinnamon board");
    expect(viewer.textContent).toContain("2 of 2");
  });
});
