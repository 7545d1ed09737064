import { describe, expect, it } from "vitest";
import { allowHtmlIfInert, allowScriptTextIfJson } from "./trusted-types-policy.ts";

const jsonLd = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "Serendib",
});

describe("the default Trusted Types policy", () => {
  it("lets structured data through unchanged, as HTML or as script text", () => {
    expect(allowHtmlIfInert(jsonLd)).toBe(jsonLd);
    expect(allowScriptTextIfJson(jsonLd)).toBe(jsonLd);
  });

  it("lets React create its inert script element", () => {
    expect(allowHtmlIfInert("<script></script>")).toBe("<script></script>");
    expect(() => allowScriptTextIfJson("<script></script>")).toThrow();
  });

  it.each([
    "<img src=x onerror=alert(1)>",
    "alert(1)",
    "<script>alert(1)</script>",
    "<script src=x></script>",
    "",
  ])("refuses %j", (markup) => {
    expect(() => allowHtmlIfInert(markup)).toThrow();
    expect(() => allowScriptTextIfJson(markup)).toThrow();
  });
});
