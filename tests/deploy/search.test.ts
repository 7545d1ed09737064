/**
 * `/search?q=` without script on the Node server and the edge Worker (decision 0022): the built search page of
 * the query's language with the results written in, its own headers and CSP (WebAssembly allowed there only),
 * the query escaped, and the query never written to the server's log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "#contracts/locales.ts";
import { readSiteContent } from "#src/content/read-content.ts";
import { startEdgeWorker } from "./edge-worker.ts";
import { header, send, startNodeServer } from "./helpers.ts";

const SERVICE = "graphic-design-branding";
const titleIn = (locale: "en" | "si") =>
  readSiteContent({ locale }).services.find((entry) => entry.id === SERVICE)!.data.title;
/** A query no page has, marked so it can be looked for in the log. */
const MARKER = "zqx-visitor-typed-this";

const deployments = [
  ["Node server", () => startNodeServer()],
  ["edge Worker in workerd", () => startEdgeWorker()],
] as const;

for (const [name, start] of deployments) {
  describe(`search without script: ${name}`, () => {
    let deployment: Awaited<ReturnType<(typeof deployments)[number][1]>>;
    beforeAll(async () => {
      deployment = await start();
    }, 120_000);
    afterAll(async () => {
      await deployment?.stop();
    });
    const get = (path: string) => send(deployment.baseUrl + path);

    it.each(["en", "si"] as const)("answers the search page's form with results (%s)", async (locale) => {
      const path = localizedPath("/search", locale);
      const reply = await get(`${path}?q=${encodeURIComponent(titleIn(locale))}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toContain(`<li><a href="${localizedPath(`/services/${SERVICE}`, locale)}">`);
      const page = await get(path);
      expect(header(reply, "content-security-policy")).toBe(header(page, "content-security-policy"));
      expect(header(reply, "content-security-policy")).toContain("'wasm-unsafe-eval'");
      expect(header(reply, "cache-control")).toBe("no-store");
      // The static page's list is empty (its <noscript> lists every page, outside the results).
      expect(page.body).not.toMatch(/data-search-results[^>]*><li>/);
      expect(reply.body).toMatch(/data-search-results[^>]*><li><a href=/);
    });

    it("escapes the query it writes back", async () => {
      const reply = await get(`/search?q=${encodeURIComponent(`"><script>alert(1)</script>${MARKER}`)}`);
      expect(reply.status).toBe(200);
      expect(reply.body).not.toContain("<script>alert(1)");
      expect(reply.body).toContain(`&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;${MARKER}`);
    });

    it("keeps WebAssembly out of every other page's policy", async () => {
      for (const path of ["/", "/about", `/services/${SERVICE}`])
        expect(header(await get(path), "content-security-policy")).not.toContain("wasm");
    });
  });
}

describe("search queries and the log", () => {
  it("never writes a query to the Node server's log", async () => {
    const server = await startNodeServer();
    try {
      await send(`${server.baseUrl}/search?q=${MARKER}`);
      await send(`${server.baseUrl}/si/search?q=${MARKER}`);
      await send(`${server.baseUrl}/search/?q=${MARKER}`);
      await send(`${server.baseUrl}/no-such-page?q=${MARKER}`);
    } finally {
      await server.stop();
    }
    expect(server.output()).not.toContain(MARKER);
  }, 60_000);
});
