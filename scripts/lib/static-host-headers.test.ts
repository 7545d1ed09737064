import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, documentHeaders } from "#server/security-headers.ts";
import { staticHostHeaders } from "./static-host-headers.ts";

describe("staticHostHeaders (the edge's _headers file)", () => {
  const file = staticHostHeaders({
    pages: {
      "/404": { file: "404.html", scriptHashes: ["sha256-early="] },
      "/contact": { file: "contact.html", scriptHashes: ["sha256-early="] },
      "/about": { file: "about.html", scriptHashes: ["sha256-early=", "sha256-island="] },
    },
    emailApiOrigin: null,
  });
  const blocks = new Map(
    file
      .trim()
      .split(/\n\n/)
      .map((block) => {
        const [path, ...lines] = block.split("\n");
        return [path!, lines.map((line) => line.trim())];
      }),
  );

  it("gives every response the base headers, the document headers and the not-found page's policy", () => {
    const every = blocks.get("/*")!;
    expect(every).toContain("X-Content-Type-Options: nosniff");
    expect(every).toContain("X-Frame-Options: DENY");
    expect(every).toContain(
      `Strict-Transport-Security: ${documentHeaders({ scriptHashes: [] })["Strict-Transport-Security"]}`,
    );
    expect(every).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: ["sha256-early="] })}`,
    );
  });

  it("replaces the policy only on pages whose scripts differ, and revalidates every page", () => {
    expect(blocks.get("/about")).toEqual([
      "! Content-Security-Policy",
      `Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: ["sha256-early=", "sha256-island="] })}`,
      "Cache-Control: no-cache",
    ]);
    expect(blocks.get("/contact")).toEqual(["Cache-Control: no-cache"]);
  });

  it("gives another language's pages one rule when they all send the same headers, within the platform's 100", () => {
    const pages = Object.fromEntries(
      ["", "/si", "/ta", "/hi"].flatMap((prefix) =>
        ["/about", "/contact", "/404"].map((path) => [
          `${prefix}${path}`,
          { file: "x.html", scriptHashes: ["sha256-early="] },
        ]),
      ),
    );
    const file = staticHostHeaders({
      pages: { ...pages, "/si": { file: "si.html", scriptHashes: ["sha256-early="] } },
      emailApiOrigin: null,
    });
    const paths = file.split("\n").filter((line) => line.startsWith("/"));
    expect(paths).toContain("/si/*");
    expect(paths).toContain("/si");
    expect(paths).not.toContain("/si/about");
    expect(paths).toContain("/about");
    const many = Object.fromEntries(
      Array.from({ length: 120 }, (_, i) => [
        `/page-${i}`,
        { file: "p.html", scriptHashes: ["sha256-early="] },
      ]),
    );
    expect(() =>
      staticHostHeaders({ pages: { "/404": pages["/404"]!, ...many }, emailApiOrigin: null }),
    ).toThrow(/the platform reads the first 100/);
  });

  it("keeps a language's rule for its usual headers, and a rule of its own after it for the search page", () => {
    const early = { file: "x.html", scriptHashes: ["sha256-early="] };
    const file = staticHostHeaders({
      pages: {
        "/404": early,
        "/si/about": early,
        "/si/contact": early,
        "/si/search": { ...early, wasm: true },
      },
      emailApiOrigin: null,
    });
    const paths = file.split("\n").filter((line) => line.startsWith("/"));
    expect(paths.indexOf("/si/search")).toBeGreaterThan(paths.indexOf("/si/*"));
    expect(paths).not.toContain("/si/about");
    const search = file.slice(file.indexOf("/si/search\n")).split("\n\n")[0]!;
    expect(search).toContain("! Content-Security-Policy");
    expect(search).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: ["sha256-early="], wasm: true })}`,
    );
    expect(search).toContain("'wasm-unsafe-eval'");
  });

  it("caches the hashed build files for a year", () => {
    expect(blocks.get("/_astro/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
  });
});
