import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { parseServerEnv } from "./env.ts";
import { SITE_MANIFEST_FILE, type SiteManifest } from "./site-manifest.ts";
import { loadSite } from "./static-site.ts";

/** A two-page build in a temporary folder, shaped like scripts/postbuild.ts leaves it. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "serendib-build-"));
  const client = join(dir, "client");
  mkdirSync(join(client, "about"), { recursive: true });
  mkdirSync(join(client, "404"), { recursive: true });
  mkdirSync(join(client, "assets"), { recursive: true });
  mkdirSync(join(client, "demo"), { recursive: true });
  writeFileSync(join(client, "demo", "index.html"), "<h1>Demo</h1>");
  writeFileSync(join(client, "index.html"), "<h1>Home</h1><script>boot()</script>");
  writeFileSync(join(client, "about", "index.html"), "<h1>About</h1>");
  writeFileSync(join(client, "404", "index.html"), "<h1>Page not found</h1>");
  writeFileSync(join(client, "__spa-fallback.html"), "<body><!-- shell --></body>");
  writeFileSync(join(client, "assets", "app-1a2b.js"), "console.log(1)");
  const manifest: SiteManifest = {
    pages: {
      "/": { file: "index.html", scriptHashes: ["sha256-home="] },
      "/about": { file: "about/index.html", scriptHashes: [] },
      "/404": { file: "404/index.html", scriptHashes: [] },
      "/demo/index.html": { file: "demo/index.html", scriptHashes: [] },
      "/__spa-fallback.html": { file: "__spa-fallback.html", scriptHashes: ["sha256-shell="] },
    },
    emailApiOrigin: null,
  };
  writeFileSync(join(dir, SITE_MANIFEST_FILE), JSON.stringify(manifest));
  return dir;
}

describe("the server", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ env: parseServerEnv({}), site: loadSite(fakeBuild()) });
  });

  it("serves a pre-rendered page with its own CSP hashes and no-cache", async () => {
    const response = await app.request("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Home</h1>");
    expect(response.headers.get("content-security-policy")).toContain("'sha256-home='");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("compresses pages with brotli or gzip as the client accepts", async () => {
    const br = await app.request("/about", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await app.request("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const response = await app.request("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("answers an unknown service or template id with the app shell, so its own not-found screen renders", async () => {
    for (const path of ["/services/underwater-basket-weaving", "/templates/golden-bakery"]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("<!-- shell -->");
      expect(response.headers.get("content-security-policy")).toContain("'sha256-shell='");
    }
    expect(await (await app.request("/services/a/b")).text()).toContain("Page not found");
  });

  it("gives the shell no address of its own", async () => {
    expect(await (await app.request("/__spa-fallback.html")).text()).toContain("Page not found");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const response = await app.request("/api/unknown", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("serves hashed assets as immutable", async () => {
    const response = await app.request("/assets/app-1a2b.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const response = await app.request("/about/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about");
  });

  it("serves static HTML files with the document headers, and their folder redirects to them", async () => {
    const response = await app.request("/demo/index.html");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Demo</h1>");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
    const folder = await app.request("/demo/");
    expect(folder.status).toBe(301);
    expect(folder.headers.get("location")).toBe("/demo/index.html");
  });

  it("never serves a page's file under a second address", async () => {
    expect((await app.request("/about/index.html")).status).toBe(404);
  });

  it("refuses paths that climb out of the build", async () => {
    const response = await app.request("/../package.json");
    expect(response.status).toBe(404);
  });
});
