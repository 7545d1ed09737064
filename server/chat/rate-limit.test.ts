import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { testApp, testKnowledge } from "./chat.test-helpers.ts";
import { createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows `limit` requests per window per client, then tells how long to wait", () => {
    let now = 1_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.take("a").allowed).toBe(true);
    now += 10_000;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.take("b").allowed).toBe(true);
    now += 50_000;
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("forgets expired clients instead of growing without bound", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now });
    for (let i = 0; i < 10_050; i++) limiter.take(`client-${i}`);
    now = 5_000;
    // After the sweep an old client starts a fresh window.
    expect(limiter.take("client-0").allowed).toBe(true);
  });
});

describe("the rate limit over a real socket", () => {
  it("keys clients by their socket address and answers 429 past the limit", async () => {
    const app = testApp({}, { rateLimit: { limit: 2, windowMs: 60_000 }, clientKey: undefined });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const post = () =>
      fetch(`http://127.0.0.1:${port}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.0.0.${Math.random() * 255}` },
        body: JSON.stringify({ message: "Hi" }),
      });
    try {
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      // A forged forwarding header does not buy a fresh allowance.
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: testKnowledge().locales.en.messages.apiErrors.rateLimited,
      });
      // Another address (127.0.0.2 is loopback too) has its own allowance.
      const status = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ message: "Hi" });
        const req = request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/chat",
            localAddress: "127.0.0.2",
            headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.end(body);
      });
      expect(status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
