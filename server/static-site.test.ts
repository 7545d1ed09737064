import * as fs from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { testKnowledge } from "./chat/test-helpers.ts";
import { parseServerEnv } from "./env.ts";
import { loadSite } from "./static-site.ts";
import { BUILT_GZIP, fakeBuild } from "./test-build.ts";

// Every function of node:fs, counted: serving must call none of them.
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(real).map(([name, value]) => [
      name,
      typeof value === "function" && /^[a-z]/.test(name)
        ? vi.fn(value as (...args: unknown[]) => unknown)
        : value,
    ]),
  );
});

const fsCalls = () =>
  Object.entries(fs).filter(([, value]) => vi.isMockFunction(value) && value.mock.calls.length > 0);

describe("the site served from memory", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ env: parseServerEnv({}), site: loadSite(fakeBuild()), knowledge: testKnowledge() });
  });

  it.each([
    ["/", "no-cache"],
    ["/_astro/app.1a2b.js", "public, max-age=31536000, immutable"],
    ["/_astro/photo.3c4d.avif", "public, max-age=31536000, immutable"],
    ["/icon.png", "public, max-age=86400"],
    ["/robots.txt", "no-cache"],
  ])("caches %s as %s, with a strong ETag", async (path, cacheControl) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends the build's own gzip form of a script, and 304 when the client has it", async () => {
    const gzip = await app.request("/_astro/app.1a2b.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(Buffer.from(await gzip.arrayBuffer()).equals(BUILT_GZIP)).toBe(true);
    const again = await app.request("/_astro/app.1a2b.js", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": gzip.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a page's If-None-Match with 304 and the page's headers", async () => {
    const first = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    const again = await app.request("/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toContain("'sha256-home='");
  });

  it("never serves the precompressed copies as files of their own", async () => {
    expect((await app.request("/_astro/app.1a2b.js.gz")).status).toBe(404);
  });

  it("touches no file on any request once loaded", async () => {
    vi.clearAllMocks();
    for (const path of [
      "/",
      "/about",
      "/_astro/app.1a2b.js",
      "/icon.png",
      "/nope",
      "/services/x",
      "/about/",
      "/demo",
    ])
      for (const method of ["GET", "HEAD"])
        await app.request(path, {
          method,
          headers: { "Accept-Encoding": "br, gzip", "If-None-Match": '"x"' },
        });
    await app.request("/contact", { method: "POST" });
    expect(fsCalls().map(([name]) => name)).toEqual([]);
  });

  it("counts the server's file-system calls (so the check above can fail): loading reads the build", () => {
    vi.clearAllMocks();
    loadSite(fakeBuild());
    expect(fsCalls().map(([name]) => name)).toContain("readFileSync");
  });
});
