// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { portfolioPage } from "~/content/portfolio";
import { Gallery } from "./gallery";
import type { GalleryPiece } from "./types";

afterEach(cleanup);

const image = { kind: "missing", key: "portfolio/x", alt: "", width: 4, height: 3 } as const;
const pieces: GalleryPiece[] = [
  { id: "a", title: "Tea estate logo", category: "Branding", client: "Pedro Ridge", image },
  { id: "b", title: "Surf week post", category: "Social Media", client: "Whitewater", image },
];

it("filters by category, All by default, and says so when a category is empty", () => {
  render(
    <Gallery
      pieces={pieces}
      categories={["Branding", "Social Media", "Marketing"]}
      copy={portfolioPage.gallery}
    />,
  );
  expect(screen.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
  expect(screen.getAllByRole("listitem")).toHaveLength(2);

  fireEvent.click(screen.getByRole("button", { name: "Branding" }));
  expect(screen.getAllByRole("listitem")).toHaveLength(1);
  expect(screen.getByRole("button", { name: /Tea estate logo/ })).toBeTruthy();

  fireEvent.click(screen.getByRole("button", { name: "Marketing" }));
  expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  expect(screen.getByText("No images found for the selected category.")).toBeTruthy();
});
