import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, documentHeaders } from "../../server/security-headers.ts";
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

  it("caches the hashed build files for a year", () => {
    expect(blocks.get("/_astro/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
  });
});
