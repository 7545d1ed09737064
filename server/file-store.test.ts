import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptQuality, negotiate, type StoredFile, sendFile, storeFile } from "./file-store.ts";

const text = Buffer.from("body { color: teal }\n".repeat(50));
const css = storeFile({
  name: "site.css",
  body: text,
  cacheControl: "no-cache",
  headers: { "X-Extra": "1" },
});
const image = storeFile({
  name: "photo.avif",
  body: Buffer.alloc(512, 3),
  cacheControl: "public, max-age=1",
});

/** An app that answers every path with one file, with the status asked for in `?status=`. */
function serving(file: StoredFile) {
  const app = new Hono();
  app.all("*", (c) => sendFile(c, file, c.req.query("status") === "404" ? 404 : 200));
  return app;
}

describe("a file in memory", () => {
  it("has a brotli and a gzip form when it is text, each with its own strong ETag", () => {
    expect(gunzipSync(css.gzip!.body).equals(text)).toBe(true);
    const etags = [css.identity, css.br!, css.gzip!].map((form) => form.etag);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set(etags).size).toBe(3);
    expect(css.br!.headers).toMatchObject({
      "Content-Encoding": "br",
      "Content-Type": "text/css; charset=utf-8",
      "Content-Length": String(css.br!.body.byteLength),
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      "X-Extra": "1",
    });
  });

  it("keeps the build's precompressed forms instead of making its own", () => {
    const built = Buffer.from("not really brotli");
    expect(storeFile({ name: "a.js", body: text, br: built, cacheControl: "x" }).br!.body).toBe(built);
  });

  it("leaves binary files as they are: no encodings, no Vary", () => {
    expect(image.br).toBeUndefined();
    expect(image.gzip).toBeUndefined();
    expect(image.identity.headers.Vary).toBeUndefined();
    expect(image.identity.headers["Content-Type"]).toBe("image/avif");
  });

  it("sends the editor's config.yml as YAML text, as the edge's static assets do", () => {
    const config = storeFile({
      name: "config.yml",
      body: Buffer.from("backend:\n"),
      cacheControl: "no-cache",
    });
    expect(config.identity.headers["Content-Type"]).toBe("text/yaml; charset=utf-8");
    const other = storeFile({ name: "notes.yaml", body: Buffer.from("a: 1\n"), cacheControl: "no-cache" });
    expect(other.identity.headers["Content-Type"]).toBe("text/yaml; charset=utf-8");
    const unknown = storeFile({ name: "data.bin2", body: Buffer.alloc(4), cacheControl: "no-cache" });
    expect(unknown.identity.headers["Content-Type"]).toBe("application/octet-stream");
  });

  it("keeps the same ETag for the same bytes (across restarts and machines)", () => {
    expect(storeFile({ name: "site.css", body: text, cacheControl: "no-cache" }).identity.etag).toBe(
      css.identity.etag,
    );
  });
});

describe("content negotiation", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.1", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", undefined],
    ["", undefined],
    ["GZIP", "gzip"],
  ])("Accept-Encoding %j → %s", (accept, encoding) => {
    expect(negotiate(css, accept).headers["Content-Encoding"]).toBe(encoding);
  });

  it("reads q-values", () => {
    expect(acceptQuality("gzip;q=0.3", "gzip")).toBe(0.3);
    expect(acceptQuality("gzip; q=0", "gzip")).toBe(0);
    expect(acceptQuality("deflate", "gzip")).toBe(0);
  });

  it("sends a file without encodings as it is, whatever the client accepts", () => {
    expect(negotiate(image, "br, gzip")).toBe(image.identity);
  });
});

describe("answering with a file", () => {
  const app = serving(css);

  it("sends the negotiated form with its ETag and length", async () => {
    const response = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe(css.gzip!.etag);
    expect(response.headers.get("content-length")).toBe(String(css.gzip!.body.byteLength));
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(css.gzip!.body))).toBe(true);
  });

  it("answers 304 with no body to a matching If-None-Match, strong or weak, or *", async () => {
    for (const ifNoneMatch of [css.br!.etag, `"other", W/${css.br!.etag}`, "*"]) {
      const response = await app.request("/", {
        headers: { "Accept-Encoding": "br", "If-None-Match": ifNoneMatch },
      });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(css.br!.etag);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("x-extra")).toBe("1");
      expect(response.headers.get("content-encoding")).toBeNull();
    }
  });

  it("sends the file when the ETag is another encoding's or stale", async () => {
    const other = await app.request("/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": css.gzip!.etag },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get("content-encoding")).toBe("br");
  });

  it("never answers 304 where the answer is a 404", async () => {
    const response = await app.request("/?status=404", { headers: { "If-None-Match": "*" } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(text.toString());
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await app.request("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(text.byteLength));
    expect(response.headers.get("etag")).toBe(css.identity.etag);
    expect(await response.text()).toBe("");
  });
});
