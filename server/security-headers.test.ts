import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentSecurityPolicy,
  documentHeaders,
  editorContentSecurityPolicy,
} from "./security-headers.ts";

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

  it("lets a form post without JavaScript lead only to this site and the messaging app (the server's 303)", () => {
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain(
      "form-action 'self' https://wa.me https://api.whatsapp.com;",
    );
  });

  it("lets the page reach the email service only when it is configured", () => {
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ scriptHashes: [], emailApiOrigin: "https://api.emailjs.com" })).toContain(
      "connect-src 'self' https://api.emailjs.com;",
    );
  });
});

describe("editorContentSecurityPolicy (the browser editor's page, /admin)", () => {
  const origins = { connect: ["http://localhost:8081"], img: [] };

  it("lets Decap CMS evaluate code and insert styles, and reach its saving backend; nothing else is looser", () => {
    const csp = editorContentSecurityPolicy({ scriptHashes: [], editorOrigins: origins });
    expect(csp).toContain("script-src 'self' 'unsafe-eval';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("connect-src 'self' blob: http://localhost:8081;");
    expect(csp).toContain("img-src 'self' data: blob:;");
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-src 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("is sent only for a page the manifest marks as the editor's", () => {
    const editor = documentHeaders({ scriptHashes: [], policy: "editor", editorOrigins: origins });
    expect(editor["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(editor["X-Frame-Options"]).toBe("DENY");
    // Its sign-in popup passes through GitHub and must still reach it; every other page keeps same-origin.
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    const page = documentHeaders({ scriptHashes: [], editorOrigins: origins });
    expect(page["Content-Security-Policy"]).not.toContain("'unsafe-eval'");
    expect(page["Content-Security-Policy"]).toContain("require-trusted-types-for 'script'");
    expect(page["Cross-Origin-Opener-Policy"]).toBe("same-origin");
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
