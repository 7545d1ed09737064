import * as fs from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testApp } from "./chat/chat.test-helpers.ts";
import { createNodeServer } from "./node-http.ts";
import { BUILT_GZIP, fakeBuild } from "./site.test-helpers.ts";
import { loadSite } from "./static-site.ts";

// Every function of node:fs the server's own files call, counted (the library's calls are not).
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

const build = fakeBuild();
const client = join(build, "client");
const app = testApp({}, {}, loadSite(build));
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("the build's files, read per request (serveStatic)", () => {
  it.each([
    ["/", "no-cache"],
    ["/_astro/app.1a2b.js", "public, max-age=31536000, immutable"],
    ["/_astro/photo.3c4d.avif", "public, max-age=31536000, immutable"],
    ["/icon.png", "public, max-age=86400"],
    ["/robots.txt", "no-cache"],
  ])("caches %s as %s, with a validator and the base headers", async (path, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    expect(response.headers.get("etag")).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("last-modified")).toBeNull();
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["deflate", null],
    ["identity", null],
    ["", null],
  ])("sends a page's form by Accept-Encoding %j: %s", async (accept, encoding) => {
    const response = await get("/about", { "Accept-Encoding": accept });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const body = await bytes(response);
    expect(response.headers.get("content-length")).toBe(String(body.length));
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ""] ?? ((b: Buffer) => b);
    expect(decode(body).toString()).toBe("<h1>About</h1>");
  });

  it("takes a coding only when named plainly: a q-value or `*` leaves the file as it is", async () => {
    // @hono/node-server's serveStatic matches the names in Accept-Encoding, not their weights.
    for (const accept of ["gzip;q=0.5, br;q=0.1", "*", "GZIP"])
      expect((await get("/about", { "Accept-Encoding": accept })).headers.get("content-encoding")).toBeNull();
  });

  it("gives each form of a file its own validator, the same on every request", async () => {
    const etags = await Promise.all(
      ["br", "gzip", "identity"].map(async (accept) =>
        (await get("/about", { "Accept-Encoding": accept })).headers.get("etag"),
      ),
    );
    expect(new Set(etags).size).toBe(3);
    expect(etags[0]).toMatch(/-br"$/);
    const again = testApp({}, {}, loadSite(build));
    expect(
      (await again.request("/about", { headers: { "Accept-Encoding": "br" } })).headers.get("etag"),
    ).toBe(etags[0]);
  });

  it("sends the build's own gzip form of a script, even to a client that takes brotli", async () => {
    const response = await get("/_astro/app.1a2b.js", { "Accept-Encoding": "gzip, br" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await bytes(response)).equals(BUILT_GZIP)).toBe(true);
  });

  it("sends a text file too small for the build to compress as it is, still varying by encoding", async () => {
    const response = await get("/robots.txt", { "Accept-Encoding": "br, gzip" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe("User-agent: *\n");
  });

  it("leaves binary files as they are: no encodings, no Vary", async () => {
    const response = await get("/_astro/photo.3c4d.avif", { "Accept-Encoding": "br, gzip" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBeNull();
    expect(response.headers.get("content-type")).toBe("image/avif");
  });

  it("sends the editor's config.yml as YAML text, as the edge's static assets do", async () => {
    expect((await get("/admin/config.yml")).headers.get("content-type")).toBe("text/yaml; charset=utf-8");
    expect((await get("/data.bin2")).headers.get("content-type")).toBe("application/octet-stream");
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const full = await get("/about", { "Accept-Encoding": "gzip" });
    const head = await get("/about", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const name of ["etag", "content-length", "content-encoding", "content-security-policy", "vary"])
      expect(head.headers.get(name), name).toBe(full.headers.get(name));
  });

  it("sends a byte range of a file (the library's), and a not-found page only whole", async () => {
    const range = await get("/robots.txt", { Range: "bytes=0-3" });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe("User");
    const missing = await get("/no/such/file.mp4", { Range: "bytes=0-" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-range")).toBeNull();
    expect(missing.headers.get("content-security-policy")).toBeTruthy();
  });

  it("reads each file when asked: a file changed after start is sent changed, with a new validator", async () => {
    const before = await get("/data.bin2");
    fs.writeFileSync(join(client, "data.bin2"), Buffer.alloc(8, 1));
    const after = await get("/data.bin2");
    expect((await bytes(after)).equals(Buffer.alloc(8, 1))).toBe(true);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });
});

describe("304 for a validator the client has (hono/etag)", () => {
  it("answers a matching If-None-Match, strong or weak, in a list, or *, with the caching and security headers", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const etag = first.headers.get("etag")!;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const response = await get("/", { "Accept-Encoding": "br", "If-None-Match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("'sha256-home='");
      for (const name of ["content-encoding", "content-length", "content-type"])
        expect(response.headers.get(name), name).toBeNull();
    }
  });

  it("answers a file's and a HEAD's too", async () => {
    const script = await get("/_astro/app.1a2b.js", { "Accept-Encoding": "gzip" });
    const again = await get("/_astro/app.1a2b.js", {
      "Accept-Encoding": "gzip",
      "If-None-Match": script.headers.get("etag")!,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const head = await get(
      "/icon.png",
      { "If-None-Match": (await get("/icon.png")).headers.get("etag")! },
      "HEAD",
    );
    expect(head.status).toBe(304);
  });

  it("sends the file when the validator is another form's or stale", async () => {
    const gzip = (await get("/about", { "Accept-Encoding": "gzip" })).headers.get("etag")!;
    const other = await get("/about", { "Accept-Encoding": "br", "If-None-Match": gzip });
    expect(other.status).toBe(200);
    expect(other.headers.get("content-encoding")).toBe("br");
    expect((await get("/about", { "If-None-Match": 'W/"0-0"' })).status).toBe(200);
  });

  it("never answers 304 where the answer is a 404", async () => {
    const unknown = await get("/nope", { "If-None-Match": "*" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("<h1>Page not found</h1>");
    const own = await get("/404");
    const again = await get("/404", { "If-None-Match": own.headers.get("etag")! });
    expect(again.status).toBe(404);
    expect(await again.text()).toBe("<h1>Page not found</h1>");
  });
});

describe("the site's rules around the files", () => {
  it.each([
    "/about.html",
    "/about.html.br",
    "/_astro/app.1a2b.js.gz",
    "/_headers",
    "/kit-1.0",
    "/kit-1.0/",
    "/_astro",
    "/..%2fpackage.json",
    "/_astro/app%252e1a2b.js",
  ])("never serves %s: the not-found page with 404", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>Page not found</h1>");
  });

  it("serves a file whose address escapes its characters, as decoded", async () => {
    const response = await get("/_astro/app%2e1a2b.js");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("console.log(1)".repeat(100));
    expect((await get("/%61bout")).status).toBe(200);
  });

  it("redirects a folder with a page to it, without serving the folder", async () => {
    for (const path of ["/demo", "/demo/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location")).toBe("/demo/index.html");
    }
  });
});

describe("start-up", () => {
  it("reads the site manifest only, not the build's files", () => {
    vi.clearAllMocks();
    loadSite(build);
    expect(vi.mocked(fs.readFileSync).mock.calls.map(([path]) => path)).toEqual([
      join(build, "site-manifest.json"),
    ]);
  });

  it("refuses a build whose manifest names a page it lacks", () => {
    const broken = fakeBuild();
    fs.rmSync(join(broken, "client", "about.html"));
    expect(() => loadSite(broken)).toThrow("The build has no about.html for /about.");
  });
});

describe("through node:http (the Node server as it runs)", () => {
  let port: number;
  beforeAll(async () => {
    const { server } = createNodeServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    return () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });

  /** One request over a real socket: status, headers and body. */
  const fetchRaw = (path: string, method = "GET", headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it("sends pages and files with their length, 304 for a known validator, HEAD without a body", async () => {
    const script = await fetchRaw("/_astro/app.1a2b.js?v=1", "GET", { "Accept-Encoding": "gzip, br" });
    expect(script.status).toBe(200);
    expect(script.headers["content-encoding"]).toBe("gzip");
    expect(Number(script.headers["content-length"])).toBe(script.body.length);
    const home = await fetchRaw("/");
    expect(home.headers["content-security-policy"]).toContain("'sha256-home='");
    expect((await fetchRaw("/404")).status).toBe(404);
    const again = await fetchRaw("/", "GET", { "If-None-Match": String(home.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await fetchRaw("/about", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe("14");
    expect(head.body.length).toBe(0);
  });

  it("answers a folder with the site's rules alone (nothing of its index.html's answer)", async () => {
    const demo = await fetchRaw("/demo", "GET", { "Accept-Encoding": "br" });
    expect(demo.status).toBe(301);
    expect(demo.headers["content-encoding"]).toBeUndefined();
    expect(Number(demo.headers["content-length"] ?? 0)).toBe(demo.body.length);
    const kit = await fetchRaw("/kit-1.0/", "GET");
    expect(kit.status).toBe(404);
    expect(kit.body.toString()).toBe("<h1>Page not found</h1>");
  });
});
