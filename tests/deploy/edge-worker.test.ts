import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  type FakeUpstream,
  geminiAnswer,
  sendJson,
  startFakeUpstream,
} from "#server/chat/chat.test-helpers.ts";
import { startEdgeWorker } from "./edge-worker.ts";
import { header, ROOT, requireBuild, send, TEST_BUILD } from "./helpers.ts";
import { describeSiteContract } from "./site-contract.ts";

// On the edge the platform reports the visitor's address (CF-Connecting-IP); locally the test plays that part.
// The local rate limiter keeps its counts across runs for a minute, so each run asks from its own addresses.
describeSiteContract("edge Worker in workerd (wrangler.jsonc)", async () => {
  const worker = await startEdgeWorker();
  const run = 1 + Math.floor(Math.random() * 254);
  return {
    baseUrl: worker.baseUrl,
    asClient: (n) => ({
      headers: { "CF-Connecting-IP": `10.${run}.${Math.floor(n / 250)}.${1 + (n % 250)}` },
    }),
    stop: () => worker.stop(),
  };
});

describe("the edge Worker with the AI key as a secret", () => {
  let upstream: FakeUpstream;
  let worker: Awaited<ReturnType<typeof startEdgeWorker>>;
  beforeAll(async () => {
    upstream = await startFakeUpstream((res) => sendJson(res, 200, geminiAnswer("From the fake AI.")));
    // Secrets and variables reach the Worker as bindings (`wrangler secret put GEMINI_API_KEY` in production).
    worker = await startEdgeWorker({
      GEMINI_API_KEY: "edge-secret-key",
      GEMINI_API_BASE_URL: upstream.baseUrl,
      GEMINI_MODEL: "edge-model",
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await upstream?.close();
  });

  it("asks the AI service with the key in a header, never in the page", async () => {
    const reply = await send(`${worker.baseUrl}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.200" },
      body: JSON.stringify({ message: "Do you do SEO?" }),
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ response: "From the fake AI." });
    expect(upstream.requests[0]?.url).toBe("/v1beta/models/edge-model:generateContent");
    expect(upstream.requests[0]?.headers["x-goog-api-key"]).toBe("edge-secret-key");
    const page = await send(`${worker.baseUrl}/contact`);
    expect(page.body).not.toContain("edge-secret-key");
  });

  it("asks the AI service in the page's language, with that language's knowledge", async () => {
    const knowledge = JSON.parse(readFileSync(join(requireBuild(), "assistant-knowledge.json"), "utf8"));
    const reply = await send(`${worker.baseUrl}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.201" },
      body: JSON.stringify({ message: "SEO සේවාව ගැන කියන්න", locale: "si" }),
    });
    expect(reply.status).toBe(200);
    const sent = upstream.requests.at(-1)?.body as { systemInstruction: { parts: { text: string }[] } };
    // The prompt, then the passages found for the question (not the whole corpus).
    expect(sent.systemInstruction.parts[0]?.text.startsWith(knowledge.locales.si.systemPrompt)).toBe(true);
    expect(sent.systemInstruction.parts[0]?.text).toContain("Sinhala (සිංහල)");
  });
});

describe("the editor's GitHub sign-in on the edge", () => {
  let upstream: FakeUpstream;
  let worker: Awaited<ReturnType<typeof startEdgeWorker>>;
  beforeAll(async () => {
    // A fake GitHub token endpoint on 127.0.0.1; the app's id and secret as Worker secrets.
    upstream = await startFakeUpstream((res) =>
      sendJson(res, 200, { access_token: "edge-github-token", token_type: "bearer" }),
    );
    worker = await startEdgeWorker({
      GITHUB_OAUTH_CLIENT_ID: "edge-client-id",
      GITHUB_OAUTH_CLIENT_SECRET: "edge-client-secret",
      GITHUB_OAUTH_BASE_URL: upstream.baseUrl,
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await upstream?.close();
  });

  it("redirects to GitHub with a fresh state in a cookie for the callback, then hands over the token", async () => {
    const start = await send(`${worker.baseUrl}/api/auth?provider=github&site_id=x&scope=repo`);
    expect(start.status).toBe(302);
    const location = new URL(header(start, "location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${upstream.baseUrl}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe("edge-client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${worker.baseUrl}/api/auth/callback`);
    const state = location.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[\w-]{43}$/);
    const cookie = header(start, "set-cookie") ?? "";
    const [pair, ...attributes] = cookie.split(/;\s*/);
    expect(pair).toBe(`serendib_oauth_state=${state}`);
    expect(attributes.sort()).toEqual(
      ["HttpOnly", "Max-Age=600", "Path=/api/auth/callback", "SameSite=Lax", "Secure"].sort(),
    );
    expect(JSON.stringify(start)).not.toContain("edge-client-secret");
    const sent = { headers: { Cookie: cookie.split(";")[0]! } };

    const wrong = await send(`${worker.baseUrl}/api/auth/callback?code=c1&state=wrong`, sent);
    expect(wrong.status).toBe(403);
    expect(upstream.requests).toHaveLength(0);

    const done = await send(`${worker.baseUrl}/api/auth/callback?code=c1&state=${state}`, sent);
    expect(done.status).toBe(200);
    expect(upstream.requests[0]?.body).toMatchObject({ code: "c1", client_secret: "edge-client-secret" });
    expect(done.body).toContain("edge-github-token");
    expect(done.body).toContain("opener.postMessage(");
    expect(done.body).not.toContain('"*"');
    expect(header(done, "content-security-policy")).toMatch(/script-src 'sha256-[^']+';/);

    const replay = await send(`${worker.baseUrl}/api/auth/callback?code=c1&state=${state}`, sent);
    expect(replay.status).toBe(403);
    expect(upstream.requests).toHaveLength(1);
  });
});

describe("npm run deploy:edge without an account", () => {
  it("bundles the Worker with the build's knowledge and its bindings offline (wrangler deploy --dry-run)", () => {
    const build = requireBuild();
    const outdir = mkdtempSync(join(tmpdir(), "serendib-edge-bundle-"));
    // wrangler.jsonc as it is, pointed at the test build (a command-line alias does not replace the file's).
    const config = parse(readFileSync(join(ROOT, "wrangler.jsonc"), "utf8")) as Record<string, unknown>;
    const testConfig = join(ROOT, `wrangler.${TEST_BUILD}.json`);
    writeFileSync(
      testConfig,
      JSON.stringify({
        ...config,
        $schema: undefined,
        assets: { ...(config.assets as object), directory: `./${TEST_BUILD}/client` },
        alias: {
          "site-build:assistant-knowledge": `./${TEST_BUILD}/assistant-knowledge.json`,
          "site-build:enquiry-forms": `./${TEST_BUILD}/enquiry-forms.json`,
          "site-build:search-records": `./${TEST_BUILD}/search-records.json`,
        },
      }),
    );
    onTestFinished(() => rmSync(testConfig, { force: true }));
    const output = execFileSync(
      join(ROOT, "node_modules", ".bin", "wrangler"),
      ["deploy", "--dry-run", "--outdir", outdir, "--config", testConfig],
      {
        cwd: ROOT,
        encoding: "utf8",
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: "false",
          CLOUDFLARE_CF_FETCH_ENABLED: "false",
          WRANGLER_HIDE_BANNER: "true",
          XDG_CONFIG_HOME: join(ROOT, ".tmp", "wrangler-home"),
        },
      },
    );
    expect(output).toMatch(/env\.CHAT_RATE_LIMITER \(20 requests\/60s\)\s+Rate Limit/);
    expect(output).toMatch(/env\.ASSETS\s+Assets/);
    const knowledge = JSON.parse(readFileSync(join(build, "assistant-knowledge.json"), "utf8"));
    const bundle = readFileSync(join(outdir, "worker.js"), "utf8");
    // Every language's knowledge is in the bundle (esbuild may write letters outside ASCII as \u escapes).
    const escaped = (text: string) =>
      JSON.stringify(text)
        .slice(1, -1)
        .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    for (const locale of ["en", "si", "ta", "hi"] as const) {
      const unsure: string = knowledge.locales[locale].replies.unsure;
      const raw = JSON.stringify(unsure).slice(1, -1);
      expect(bundle.includes(raw) || bundle.toLowerCase().includes(escaped(unsure).toLowerCase())).toBe(true);
    }
    expect(bundle).not.toMatch(/node:fs|@hono\/node-server/);
  }, 60_000);
});
