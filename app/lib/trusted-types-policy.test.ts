import { describe, expect, it } from "vitest";
import { allowOnlyJson } from "./trusted-types-policy.ts";

describe("the default Trusted Types policy", () => {
  it("lets structured data through unchanged", () => {
    const jsonLd = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Serendib",
    });
    expect(allowOnlyJson(jsonLd)).toBe(jsonLd);
  });

  it.each(["<img src=x onerror=alert(1)>", "alert(1)", "<script>x</script>", ""])("refuses %j", (markup) => {
    expect(() => allowOnlyJson(markup)).toThrow();
  });
});
