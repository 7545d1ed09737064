import { describe, expect, it } from "vitest";
import { isCurrentLink } from "./current-page.ts";

describe("isCurrentLink", () => {
  it("marks a home page only on itself, in every language", () => {
    expect(isCurrentLink("/", "/")).toBe(true);
    expect(isCurrentLink("/", "/about")).toBe(false);
    expect(isCurrentLink("/ta", "/ta")).toBe(true);
    expect(isCurrentLink("/ta", "/ta/packages")).toBe(false);
  });

  it("marks a section on its own page and its sub-pages", () => {
    expect(isCurrentLink("/services", "/services/seo-optimization")).toBe(true);
    expect(isCurrentLink("/si/services", "/si/services/seo-optimization")).toBe(true);
    expect(isCurrentLink("/si/services", "/services")).toBe(false);
    expect(isCurrentLink("/packages", "/portfolio")).toBe(false);
  });
});
