import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script body exactly, once, and skips external and empty scripts", () => {
    const html = `<script>a()</script><script type="module">import("x");\n</script><script src="/x.js"></script><script></script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import("x");\n')].sort());
  });

  it("matches what the browser hashes: the text between the tags, untrimmed", () => {
    expect(inlineScriptHashes("<script> b() </script>")).toEqual([sha(" b() ")]);
  });
});
