import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/security-headers.ts";
import { staticHostHeaders } from "./static-host-headers.ts";

describe("staticHostHeaders", () => {
  const file = staticHostHeaders({
    pages: { "/about": { file: "about/index.html", scriptHashes: ["sha256-a="] } },
    emailApiOrigin: null,
  });

  it("gives each page the same CSP the server sends", () => {
    expect(file).toContain(
      `/about\n  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: ["sha256-a="] })}`,
    );
  });

  it("sets base headers for everything and immutable caching for hashed assets", () => {
    expect(file).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff/);
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });
});
