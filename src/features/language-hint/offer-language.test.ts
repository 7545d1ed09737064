import { describe, expect, it } from "vitest";
import { languageToOffer, siteLocaleOf } from "./offer-language.ts";

describe("the language offer", () => {
  it("reads the site's language from a browser language tag", () => {
    expect(siteLocaleOf("si-LK")).toBe("si");
    expect(siteLocaleOf("ta")).toBe("ta");
    expect(siteLocaleOf("hi-IN")).toBe("hi");
    expect(siteLocaleOf("en-GB")).toBe("en");
    expect(siteLocaleOf("fr-FR")).toBeUndefined();
  });

  it("offers the first browser language the site has, unless the page is in it", () => {
    expect(languageToOffer("en", ["fr-FR", "ta-LK", "en"], {})).toBe("ta");
    expect(languageToOffer("en", ["en-US", "si"], {})).toBeUndefined();
    expect(languageToOffer("si", ["en-US", "si"], {})).toBe("en");
    expect(languageToOffer("en", ["fr", "de"], {})).toBeUndefined();
  });

  it("puts the visitor's own choice before the browser's, and offers each language once", () => {
    expect(languageToOffer("en", ["en-US"], { chosen: "hi" })).toBe("hi");
    expect(languageToOffer("hi", ["en-US"], { chosen: "hi" })).toBeUndefined();
    expect(languageToOffer("en", ["si-LK"], { offered: "si" })).toBeUndefined();
    expect(languageToOffer("en", ["si-LK"], { chosen: "ta", offered: "si" })).toBe("ta");
  });
});
