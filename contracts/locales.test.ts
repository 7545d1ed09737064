import { describe, expect, it } from "vitest";
import { LOCALES, localeOfPath, localizedPath } from "./locales.ts";

describe("locales", () => {
  it("reads a page's language from its path; English has none", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/si")).toBe("si");
    expect(localeOfPath("/ta/services/seo-optimization")).toBe("ta");
    expect(localeOfPath("/hindi")).toBe("en");
    expect(localeOfPath("/en/about")).toBe("en");
  });

  it("gives the same page in each language, fragment kept", () => {
    expect(localizedPath("/", "si")).toBe("/si");
    expect(localizedPath("/services", "hi")).toBe("/hi/services");
    expect(localizedPath("/about#meet-our-team", "ta")).toBe("/ta/about#meet-our-team");
    expect(localizedPath("/si/about", "en")).toBe("/about");
    expect(localizedPath("/si", "en")).toBe("/");
    expect(localizedPath("/si/about", "ta")).toBe("/ta/about");
    for (const locale of LOCALES) expect(localizedPath("https://wa.me/94", locale)).toBe("https://wa.me/94");
  });
});
