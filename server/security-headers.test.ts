import { describe, expect, it } from "vitest";
import { cacheControlFor, contentSecurityPolicy, documentHeaders } from "./security-headers.ts";

describe("contentSecurityPolicy", () => {
  it("allows scripts only from this origin and the hashed inline ones", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["sha256-abc=", "sha256-def="] });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(csp).not.toMatch(/unsafe-eval/);
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'"]) {
      expect(csp).toContain(directive);
    }
  });

  it("lets the page reach the email service only when it is configured", () => {
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ scriptHashes: [], emailApiOrigin: "https://api.emailjs.com" })).toContain(
      "connect-src 'self' https://api.emailjs.com;",
    );
  });
});

describe("documentHeaders", () => {
  it("carries HSTS, COOP, permissions and framing protection", () => {
    const headers = documentHeaders({ scriptHashes: [] });
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });
});

describe("cacheControlFor", () => {
  it("caches hashed build files forever, images for a day, everything else revalidates", () => {
    expect(cacheControlFor("/_astro/root.Ab12cd.js")).toContain("immutable");
    expect(cacheControlFor("/images/portfolio/x-400.avif")).toBe("public, max-age=86400");
    expect(cacheControlFor("/sitemap-index.xml")).toBe("no-cache");
  });
});
