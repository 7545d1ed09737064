import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { testApp, testKnowledge } from "./chat.test-helpers.ts";
import { createRateLimiter, DEFAULT_MAX_CLIENTS } from "./rate-limit.ts";

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

describe("createRateLimiter with many clients", () => {
  it("never holds more than its cap, even under 100,000 distinct clients in one window", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, maxClients: 1_000, now: () => 0 });
    let most = 0;
    for (let i = 0; i < 100_000; i++) {
      limiter.take(`client-${i}`);
      most = Math.max(most, limiter.size());
    }
    expect(most).toBeLessThanOrEqual(1_000);
    // The default cap holds too.
    const byDefault = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 100_000; i++) byDefault.take(`client-${i}`);
    expect(byDefault.size()).toBeLessThanOrEqual(DEFAULT_MAX_CLIENTS);
  });

  it("still holds the limit for one client among thousands of others", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, maxClients: 20_000, now: () => now });
    const allowed: boolean[] = [];
    for (let i = 0; i < 8_000; i++) {
      now += 5; // 40 seconds in all: one window
      limiter.take(`other-${i}`);
      if (i % 1_000 === 0) allowed.push(limiter.take("busy").allowed);
    }
    expect(allowed).toEqual([true, true, true, false, false, false, false, false]);
    expect(limiter.take("busy")).toEqual({ allowed: false, retryAfterSeconds: 21 });
    now = 60_005; // busy's window began at 5
    expect(limiter.take("busy").allowed).toBe(true);
  });

  it("keeps a window running across the turn of the maps", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000, now: () => now });
    now = 900;
    limiter.take("a");
    limiter.take("a");
    now = 1_100; // the maps turn over; a's window (900–1900) still runs
    expect(limiter.take("b").allowed).toBe(true);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 1_900;
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("drops old windows whole", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 500; i++) limiter.take(`first-${i}`);
    expect(limiter.size()).toBe(500);
    now = 1_000; // first turn: the first window's clients are the previous map
    for (let i = 0; i < 10; i++) limiter.take(`second-${i}`);
    expect(limiter.size()).toBe(510);
    now = 2_000; // second turn: the first window's clients are gone
    limiter.take("third");
    expect(limiter.size()).toBe(11);
    now = 10_000; // long quiet: both maps gone
    limiter.take("fourth");
    expect(limiter.size()).toBe(1);
    expect(limiter.take("first-0").allowed).toBe(true);
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
