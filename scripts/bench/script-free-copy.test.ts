import { describe, expect, it } from "vitest";
import { withoutScripts } from "./script-free-copy.ts";

describe("withoutScripts", () => {
  it("removes every script element and keeps the rest", () => {
    const html = `<head><script>a()</script><script type="module" src="/x.js"></script><script type="speculationrules">{}</script></head><body><p>Hi</p><SCRIPT type="application/ld+json">{"a":1}</SCRIPT></body>`;
    expect(withoutScripts(html)).toBe("<head></head><body><p>Hi</p></body>");
  });
});
