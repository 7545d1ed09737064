import { beforeAll, describe, expect, it } from "vitest";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { createApp } from "./app.ts";
import { testKnowledge } from "./chat/chat.test-helpers.ts";
import { parseServerEnv } from "./env.ts";
import { fakeBuild } from "./site.test-helpers.ts";
import { loadSite } from "./static-site.ts";

describe("the server", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({
      env: parseServerEnv({}),
      site: loadSite(fakeBuild()),
      knowledge: testKnowledge(),
      forms: readEnquiryForms(),
    });
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

  it("sends the not-found pages with 404 at their own address too", async () => {
    expect((await app.request("/404")).status).toBe(404);
    expect((await app.request("/service-not-found")).status).toBe(404);
  });

  it("answers an unknown service id with the service-not-found page (404), other sections with the site's", async () => {
    const response = await app.request("/services/underwater-basket-weaving");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Service not found");
    expect(response.headers.get("content-security-policy")).toContain("'sha256-service='");
    // The template section's page is not in this build: the site's not-found page stands in.
    expect(await (await app.request("/templates/golden-bakery")).text()).toContain("Page not found");
    expect(await (await app.request("/services/a/b")).text()).toContain("Page not found");
  });

  it("sends a form posted without JavaScript back to its page with 303", async () => {
    const response = await app.request("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Ann&email=ann%40example.com",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact");
  });

  it("answers the health check", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with JSON 404", async () => {
    const response = await app.request("/api/unknown", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: testKnowledge().locales.en.messages.apiErrors.notFound,
    });
  });

  it("serves hashed build files as immutable", async () => {
    const response = await app.request("/_astro/app.1a2b.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("never serves the edge's headers file", async () => {
    expect((await app.request("/_headers")).status).toBe(404);
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
    expect((await app.request("/demo")).headers.get("location")).toBe("/demo/index.html");
  });

  it("never serves a page's file under a second address", async () => {
    expect((await app.request("/about.html")).status).toBe(404);
  });

  it("refuses paths that climb out of the build", async () => {
    const response = await app.request("/../package.json");
    expect(response.status).toBe(404);
  });

  it("signs staff in with the callback address the visitor sees: the trusted proxy's scheme, the Host", async () => {
    const secrets = { GITHUB_OAUTH_CLIENT_ID: "id", GITHUB_OAUTH_CLIENT_SECRET: "secret" };
    const redirectUri = async (settings: Record<string, string>, headers: Record<string, string>) => {
      const behind = createApp({
        env: parseServerEnv({ ...secrets, ...settings }),
        site: loadSite(fakeBuild()),
        knowledge: testKnowledge(),
        forms: readEnquiryForms(),
      });
      const response = await behind.request("http://serendib.digital/api/auth?provider=github", { headers });
      return new URL(response.headers.get("location") ?? "").searchParams.get("redirect_uri");
    };
    expect(await redirectUri({ TRUST_PROXY: "1" }, { "X-Forwarded-Proto": "https" })).toBe(
      "https://serendib.digital/api/auth/callback",
    );
    // No proxy trusted: what a client writes is ignored.
    expect(await redirectUri({}, { "X-Forwarded-Proto": "https" })).toBe(
      "http://serendib.digital/api/auth/callback",
    );
  });
});
