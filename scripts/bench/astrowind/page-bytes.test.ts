import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bytesOfHtml } from "./page-bytes.ts";

describe("a page's bytes", () => {
  const root = mkdtempSync(join(tmpdir(), "page-bytes-"));
  mkdirSync(join(root, "_astro"));
  writeFileSync(join(root, "_astro", "site.css"), "a{color:red}".repeat(10));

  it("counts inline CSS, the stylesheets it links and its executable inline scripts", () => {
    const html = [
      "<html><head><style>p{margin:0}</style>",
      '<link rel="stylesheet" href="/_astro/site.css">',
      '<link rel="preload" as="font" href="/_astro/site.css">',
      "<script>let a = 1;</script>",
      '<script type="module">import("/x.js")</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="speculationrules">{}</script>',
      '<script type="module" src="/_astro/island.js"></script>',
      "</head><body>é</body></html>",
    ].join("");
    expect(bytesOfHtml(html, root)).toEqual({
      html: Buffer.byteLength(html),
      inlineCss: "p{margin:0}".length,
      externalCss: "a{color:red}".length * 10,
      inlineScript: "let a = 1;".length + 'import("/x.js")'.length,
    });
  });

  it("counts nothing for a stylesheet on another origin or missing", () => {
    const html =
      '<link rel=stylesheet href="https://cdn.example/x.css"><link rel="stylesheet" href="/gone.css">';
    expect(bytesOfHtml(html, root).externalCss).toBe(0);
  });
});
