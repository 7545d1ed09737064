import { describe, expect, it } from "vitest";
import { splashGreets } from "./arrival.ts";

const origin = "https://serendib.digital";

describe("splashGreets: the splash greets a visitor who arrives, not one moving between the site's pages", () => {
  it.each([
    ["a reload", { navigation: "reload", referrerOrigin: origin, seenInThisTab: true }, true],
    [
      "a new tab with no referrer",
      { navigation: "navigate", referrerOrigin: null, seenInThisTab: false },
      true,
    ],
    [
      "a deep link from a search engine",
      { navigation: "navigate", referrerOrigin: "https://www.google.com", seenInThisTab: true },
      true,
    ],
    [
      "a link inside the site",
      { navigation: "navigate", referrerOrigin: origin, seenInThisTab: true },
      false,
    ],
    [
      "back or forward within the tab",
      { navigation: "back_forward", referrerOrigin: null, seenInThisTab: true },
      false,
    ],
    [
      "back into a tab that never saw it",
      { navigation: "back_forward", referrerOrigin: null, seenInThisTab: false },
      true,
    ],
  ] as const)("%s → %s", (_name, input, expected) => {
    expect(splashGreets({ ...input, origin })).toBe(expected);
  });
});
