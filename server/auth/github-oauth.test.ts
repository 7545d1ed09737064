import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { runInNewContext } from "node:vm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPortableApp } from "#server/api.ts";
import { parseApiConfig } from "#server/api-config.ts";
import { testKnowledge } from "#server/chat/chat.test-helpers.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { CALLBACK_PATH, STATE_COOKIE } from "./github-oauth.ts";

const SITE = "https://site.example";
const CODE = "code-from-github-123";
const TOKEN = "gho_token-from-github-456";

/** A fake GitHub on 127.0.0.1: the token endpoint, recording what it receives. */
interface Exchange {
  headers: IncomingMessage["headers"];
  body: Record<string, string>;
}
let github: Server;
let githubUrl: string;
const exchanges: Exchange[] = [];
let failExchange = false;
let knowledge: ReturnType<typeof testKnowledge>;
let forms: ReturnType<typeof readEnquiryForms>;

beforeAll(async () => {
  knowledge = testKnowledge();
  forms = readEnquiryForms();
  github = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/login/oauth/access_token") {
        exchanges.push({ headers: request.headers, body: JSON.parse(raw) });
        response.setHeader("Content-Type", "application/json");
        if (failExchange) return response.end(JSON.stringify({ error: "bad_verification_code" }));
        return response.end(JSON.stringify({ access_token: TOKEN, token_type: "bearer", scope: "repo" }));
      }
      response.statusCode = 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
}, 30_000);
afterAll(() => new Promise((resolve) => github.close(resolve)));
afterEach(() => {
  exchanges.length = 0;
  failExchange = false;
});

function app(settings: Record<string, string> = {}) {
  return createPortableApp({
    config: parseApiConfig({
      GITHUB_OAUTH_CLIENT_ID: "client-id-1",
      GITHUB_OAUTH_CLIENT_SECRET: "client-secret-2",
      GITHUB_OAUTH_BASE_URL: githubUrl,
      ...settings,
    }),
    knowledge,
    forms,
    site: async (c) => c.text("site"),
  });
}

/** Starts a sign-in: the redirect's state and the cookie that carries it. */
async function start(site = app()) {
  const response = await site.request(`${SITE}/api/auth?provider=github&site_id=site.example&scope=repo`);
  const location = new URL(response.headers.get("location") ?? "");
  const setCookie = response.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0]!;
  return { response, location, setCookie, cookie, state: location.searchParams.get("state") ?? "" };
}

const callback = (site: ReturnType<typeof app>, query: string, cookie?: string) =>
  site.request(`${SITE}${CALLBACK_PATH}?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Runs the callback page's script with a fake opener; returns what reached the opener, and where. */
function runHandOver(html: string, ownOrigin: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
  const posted: Array<{ data: unknown; target: string }> = [];
  const listeners: Array<(event: object) => void> = [];
  const opener = { postMessage: (data: unknown, target: string) => posted.push({ data, target }) };
  const window = {
    location: { origin: ownOrigin },
    opener,
    addEventListener: (_: string, listener: (event: object) => void) => listeners.push(listener),
    removeEventListener: () => {},
  };
  runInNewContext(script, { window, document: { getElementById: () => ({}) } });
  const reply = (origin: string, data = "authorizing:github", source: object = opener) => {
    for (const listener of [...listeners]) listener({ origin, data, source });
  };
  return { posted, reply };
}

describe("the editor's GitHub sign-in (Decap's OAuth handshake)", () => {
  it("starts by redirecting to GitHub's authorize page with the app, the callback, the scope and a fresh state", async () => {
    const first = await start();
    expect(first.response.status).toBe(302);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
    expect(first.location.searchParams.get("client_id")).toBe("client-id-1");
    expect(first.location.searchParams.get("redirect_uri")).toBe(`${SITE}${CALLBACK_PATH}`);
    expect(first.location.searchParams.get("scope")).toBe("repo");
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(first.location.toString()).not.toContain("client-secret-2");
    // The state, in a short-lived cookie only the callback receives, out of the page's reach.
    expect(first.setCookie).toContain(`${STATE_COOKIE}=${first.state}`);
    expect(first.setCookie).toMatch(/Path=\/api\/auth\/callback;/);
    expect(first.setCookie).toMatch(/Max-Age=600;/);
    expect(first.setCookie).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    const second = await start();
    expect(second.state).not.toBe(first.state);
  });

  it("with the right state, exchanges the code and hands the token to this origin only", async () => {
    const site = app();
    const { state, cookie } = await start(site);
    const response = await callback(site, `code=${CODE}&state=${state}`, cookie);
    expect(response.status).toBe(200);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.headers.accept).toBe("application/json");
    expect(exchanges[0]!.body).toMatchObject({
      client_id: "client-id-1",
      client_secret: "client-secret-2",
      code: CODE,
      redirect_uri: `${SITE}${CALLBACK_PATH}`,
    });
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; .*Max-Age=0`));
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).not.toContain('"*"');
    // Only the page's own script may run: its hash, nothing wider.
    const csp = response.headers.get("content-security-policy") ?? "";
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(script).digest("base64");
    expect(csp).toContain(`script-src 'sha256-${hash}';`);
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).not.toMatch(/unsafe-inline|\*/);

    const { posted, reply } = runHandOver(html, SITE);
    expect(posted).toEqual([{ data: "authorizing:github", target: SITE }]);
    reply("https://evil.example"); // another origin's reply is ignored
    expect(posted).toHaveLength(1);
    reply(SITE, "something else");
    expect(posted).toHaveLength(1);
    reply(SITE);
    expect(posted).toEqual([
      { data: "authorizing:github", target: SITE },
      {
        data: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
        target: SITE,
      },
    ]);
  });

  it("posts to its own origin even when opened from another origin's page", async () => {
    const site = app();
    const { state, cookie } = await start(site);
    const html = await (await callback(site, `code=${CODE}&state=${state}`, cookie)).text();
    const { posted, reply } = runHandOver(html, SITE);
    reply("https://evil.example");
    // A browser delivers a message only to an opener of the target origin: every target is the site's own.
    expect(posted.map((message) => message.target)).toEqual([SITE]);
  });

  it("refuses a wrong state, a missing state or a missing cookie, without asking GitHub for a token", async () => {
    const site = app();
    const { state, cookie } = await start(site);
    for (const [query, sent] of [
      [`code=${CODE}&state=${state}x`, cookie],
      [`code=${CODE}&state=someone-elses-state`, cookie],
      [`code=${CODE}`, cookie],
      [`code=${CODE}&state=${state}`, undefined],
      [`code=${CODE}&state=`, `${STATE_COOKIE}=`],
    ] as const) {
      const response = await callback(site, query, sent);
      expect(response.status, query).toBe(403);
      const html = await response.text();
      expect(html).toContain("Sign-in refused");
      expect(html).not.toContain("<script");
      expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    }
    expect(exchanges).toHaveLength(0);
  });

  it("refuses a replayed callback, with or without the cookie", async () => {
    const site = app();
    const { state, cookie } = await start(site);
    expect((await callback(site, `code=${CODE}&state=${state}`, cookie)).status).toBe(200);
    // The browser dropped the cookie (Max-Age=0); someone who kept it fails too.
    expect((await callback(site, `code=${CODE}&state=${state}`)).status).toBe(403);
    const replay = await callback(site, `code=${CODE}&state=${state}`, cookie);
    expect(replay.status).toBe(403);
    expect(await replay.text()).not.toContain(TOKEN);
    expect(exchanges).toHaveLength(1);
  });

  it("says so, without a token, when GitHub gives none", async () => {
    failExchange = true;
    const site = app();
    const { state, cookie } = await start(site);
    const response = await callback(site, `code=${CODE}&state=${state}`, cookie);
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("did not give a token");
    expect(html).not.toContain("<script");
  });

  it("says so when GitHub cannot be reached", async () => {
    const site = app({ GITHUB_OAUTH_BASE_URL: "http://127.0.0.1:9" });
    const { state, cookie } = await start(site);
    expect((await callback(site, `code=${CODE}&state=${state}`, cookie)).status).toBe(502);
  });

  it("without the app's id and secret, says sign-in is not configured and how to set it up", async () => {
    const unset: Record<string, string>[] = [
      { GITHUB_OAUTH_CLIENT_ID: "", GITHUB_OAUTH_CLIENT_SECRET: "" },
      { GITHUB_OAUTH_CLIENT_SECRET: "" },
    ];
    for (const settings of unset) {
      const site = app(settings);
      const status = await site.request(`${SITE}/api/auth/status`);
      expect(await status.json()).toEqual({ configured: false, provider: "github" });
      for (const path of ["/api/auth?provider=github&scope=repo", `${CALLBACK_PATH}?code=${CODE}&state=x`]) {
        const response = await site.request(`${SITE}${path}`);
        expect(response.status).toBe(503);
        expect(response.headers.get("location")).toBeNull();
        const html = await response.text();
        expect(html).toContain("Sign-in is not configured");
        expect(html).toContain("GITHUB_OAUTH_CLIENT_ID");
        expect(html).toContain("/api/auth/callback");
        expect(html).not.toContain("<script");
      }
    }
    expect(exchanges).toHaveLength(0);
    expect(await (await app().request(`${SITE}/api/auth/status`)).json()).toEqual({
      configured: true,
      provider: "github",
    });
  });

  it("writes nothing to the log: not the code, the token or the state", async () => {
    const spies = (["log", "info", "warn", "error", "debug", "trace"] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(() => {}),
    );
    try {
      const site = app();
      const { state, cookie } = await start(site);
      await callback(site, `code=${CODE}&state=${state}`, cookie);
      await callback(site, `code=${CODE}&state=${state}`, cookie);
      await callback(site, `code=${CODE}&state=wrong`, cookie);
      failExchange = true;
      const again = await start(site);
      await callback(site, `code=${CODE}&state=${again.state}`, again.cookie);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("refuses other providers", async () => {
    expect((await app().request(`${SITE}/api/auth?provider=gitlab`)).status).toBe(400);
  });
});
