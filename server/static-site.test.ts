import * as fs from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testKnowledge } from "#server-data/assistant-knowledge/knowledge.test-helpers.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { createApp } from "./app.ts";
import { parseServerEnv } from "./env.ts";
import { BUILT_GZIP, fakeBuild } from "./site.test-helpers.ts";
import { builtFilesFirst, type LoadedSite, loadSite } from "./static-site.ts";

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

/** One request over a real socket: status, headers and body. */
function fetchRaw(port: number, path: string, method = "GET", headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const fsCalls = () =>
  Object.entries(fs).filter(([, value]) => vi.isMockFunction(value) && value.mock.calls.length > 0);

describe("the site served from memory", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({
      env: parseServerEnv({}),
      site: loadSite(fakeBuild()),
      knowledge: testKnowledge(),
      forms: readEnquiryForms(),
    });
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

describe("built files straight from node:http (the Node server's front)", () => {
  let site: LoadedSite;
  let port: number;
  const server = createServer();
  beforeAll(async () => {
    site = loadSite(fakeBuild());
    // Whatever is not a built file at its address goes on to the app: here a stand-in that says so.
    server.on(
      "request",
      builtFilesFirst(site, (_req, res) => res.writeHead(599).end("app")),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends a file with every header made at start, the base headers too", async () => {
    const reply = await fetchRaw(port, "/_astro/app.1a2b.js?v=1", "GET", { "Accept-Encoding": "gzip, br" });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers.etag).toBe(site.files.get("/_astro/app.1a2b.js")!.br!.etag);
    expect(Number(reply.headers["content-length"])).toBe(reply.body.length);
  });

  it("sends pages with their status and CSP, 304 for a known ETag, and HEAD without a body", async () => {
    const home = await fetchRaw(port, "/");
    expect(home.headers["content-security-policy"]).toContain("'sha256-home='");
    expect((await fetchRaw(port, "/404")).status).toBe(404);
    const again = await fetchRaw(port, "/", "GET", { "If-None-Match": String(home.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await fetchRaw(port, "/about", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe("14");
    expect(head.body.length).toBe(0);
  });

  it("leaves everything else to the app", async () => {
    for (const [path, method] of [
      ["/nope", "GET"],
      ["/about/", "GET"],
      ["/contact", "POST"],
      ["/api/health", "GET"],
      ["/_astro/app%2e1a2b.js", "GET"],
      ["/_headers", "GET"],
    ] as const)
      expect((await fetchRaw(port, path, method)).status, `${method} ${path}`).toBe(599);
  });

  it("touches no file either", async () => {
    vi.clearAllMocks();
    for (const path of ["/", "/_astro/app.1a2b.js", "/icon.png"]) await fetchRaw(port, path);
    expect(fsCalls().map(([name]) => name)).toEqual([]);
  });
});
