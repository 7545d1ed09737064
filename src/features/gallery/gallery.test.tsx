// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
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
  count: { one: "{count} piece", other: "{count} pieces" },
  empty: "No images found for the selected category.",
  viewer: {
    close: "Close",
    previous: "Previous",
    next: "Next",
    position: "{index} of {total}",
    caption: "{client} · {category} · {position}",
    hint: "Arrows",
  },
};

/** The items the page's CSS shows for the checked choice (choice-filter.css: `data-filter-in` holds its place). */
const shownItems = () => {
  const checked = document.querySelector<HTMLInputElement>("input[type=radio]:checked")!;
  return screen
    .getAllByRole("listitem")
    .filter((item) => item.getAttribute("data-filter-in")!.split(" ").includes(checked.dataset.choice!));
};
const shownCount = () =>
  document.querySelector(
    `[data-filter-count="${document.querySelector<HTMLInputElement>("input[type=radio]:checked")!.dataset.choice}"]`,
  )?.textContent;

describe("gallery", () => {
  it("offers All and each category the pieces name as radios, All first and chosen, with a count for each", () => {
    render(<Gallery pieces={pieces} copy={copy} tag="en" />);
    const group = screen.getByRole("group", { name: "Filter the gallery" });
    const radios = [...group.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((radio) => radio.value)).toEqual(["All", "Branding", "Social Media"]);
    expect(radios[0]!.checked).toBe(true);
    expect(shownItems()).toHaveLength(3);
    expect(shownCount()).toBe("3 pieces");
    expect([...document.querySelectorAll("[data-filter-count]")].map((line) => line.textContent)).toEqual([
      "3 pieces",
      "2 pieces",
      "1 piece",
    ]);
  });

  it("counts by the page's language's plural rules (Hindi's singular covers 0 and 1)", () => {
    const hindi = { ...copy, count: { one: "{count} one", other: "{count} other" } };
    render(<Gallery pieces={pieces} copy={hindi} tag="hi-IN" />);
    expect([...document.querySelectorAll("[data-filter-count]")].map((line) => line.textContent)).toEqual([
      "3 other",
      "2 other",
      "1 one",
    ]);
  });

  it("marks each piece with its category's place, takes the page's word for All, and says so when empty", () => {
    render(<Gallery pieces={pieces} copy={copy} tag="en" />);
    fireEvent.click(screen.getByRole("radio", { name: "Branding" }));
    expect(shownItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining("Tea estate logo"),
      expect.stringContaining("Cinnamon board"),
    ]);
    expect(shownCount()).toBe("2 pieces");
    expect(screen.queryByText(copy.empty)).toBeNull();

    cleanup();
    render(<Gallery pieces={[pieces[1]!]} copy={{ ...copy, all: "Everything" }} tag="en" />);
    expect(screen.getByRole("radio", { name: "Everything" })).toHaveProperty("checked", true);

    cleanup();
    render(<Gallery pieces={[]} copy={copy} tag="en" />);
    expect(screen.getByText(copy.empty)).toBeTruthy();
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });

  it("opens the viewer on a thumbnail, moves within the category, and gives focus back on close", async () => {
    render(<Gallery pieces={pieces} copy={copy} tag="en" />);
    fireEvent.click(screen.getByRole("radio", { name: "Branding" }));
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

  it("follows a category chosen before its code arrived (the radio was already checked)", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    host.innerHTML = renderToString(<Gallery pieces={pieces} copy={copy} tag="en" />);
    host.querySelector<HTMLInputElement>("input[value='Branding']")!.checked = true;
    render(<Gallery pieces={pieces} copy={copy} tag="en" />, { container: host, hydrate: true });
    fireEvent.click(screen.getByRole("button", { name: /Cinnamon board/ }));
    const viewer = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(viewer.textContent).toContain("2 of 2");
  });
});
