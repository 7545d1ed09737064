/**
 * Behind a real reverse proxy: Debian's nginx with TLS (a certificate made for this test), configured by the
 * recipe's own files (deploy/nginx/) and the include the build wrote (scripts/lib/nginx-site.ts): nginx serves
 * the build's files and hands the rest to the Node server. Clients on 127.0.0.x reach the server only through
 * nginx, so the server's socket always sees nginx (127.0.0.1). The site contract holds through it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { freePort, header, requireBuild, type Started, send, startNodeServer } from "./helpers.ts";
import {
  attachedFileName,
  LETTERS,
  type LetterLocale,
  longestContact,
  longestQuote,
} from "./longest-enquiries.ts";
import { type NginxRecipe, startProxy } from "./nginx-recipe.ts";
import { CHAT_LIMIT, describeSiteContract } from "./site-contract.ts";

describe.each([
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", "127.0.0.1", true],
  ["a hop count (TRUST_PROXY=1)", "1", true],
  ["no proxy trusted (TRUST_PROXY=off): everyone shares nginx's allowance", "off", false],
])("behind nginx with TLS, trusting %s", (_name, trustProxy, separate) => {
  let server: Started & { port: number };
  let proxy: NginxRecipe;
  beforeAll(async () => {
    server = await startNodeServer({ TRUST_PROXY: trustProxy });
    proxy = await startProxy(server.port);
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
  });

  const ask = (from: string, headers: Record<string, string> = {}) =>
    send(`${proxy.url}/api/chat`, {
      ca: proxy.ca,
      localAddress: from,
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ message: "Do you build websites?" }),
    });

  it("serves the site over TLS with a verified certificate, and redirects plain HTTP to it", async () => {
    const page = await send(`${proxy.url}/contact`, { ca: proxy.ca, localAddress: "127.0.0.4" });
    expect(page.status).toBe(200);
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    const plain = await send(`http://127.0.0.1:${proxy.ports.http}/contact`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1/contact`);
  });

  it(
    separate
      ? "gives two clients separate allowances, and a forged header buys the first one nothing"
      : "counts every client as nginx, so one client's questions use up the other's",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < CHAT_LIMIT; i++) statuses.push((await ask("127.0.0.2")).status);
      expect(statuses).toEqual(Array(CHAT_LIMIT).fill(200));
      expect((await ask("127.0.0.2")).status).toBe(429);
      // Forged forwarding headers: nginx appends the real address, and Forwarded is dropped.
      const forgeries: Record<string, string>[] = [
        { "X-Forwarded-For": "203.0.113.99" },
        { "X-Forwarded-For": "203.0.113.99, 198.51.100.1" },
        { Forwarded: "for=203.0.113.99" },
      ];
      for (const forged of forgeries)
        expect((await ask("127.0.0.2", forged)).status, JSON.stringify(forged)).toBe(429);
      expect((await ask("127.0.0.3")).status).toBe(separate ? 200 : 429);
    },
  );
});

describeSiteContract(
  "nginx serving the build, the Node server behind it (TRUST_PROXY=127.0.0.1)",
  async () => {
    const server = await startNodeServer({ TRUST_PROXY: "127.0.0.1" });
    const proxy = await startProxy(server.port);
    return {
      baseUrl: proxy.url,
      asClient: (n) => ({ ca: proxy.ca, localAddress: `127.0.0.${n + 1}` }),
      stop: async () => {
        await proxy.stop();
        await server.stop();
      },
    };
  },
);

describe("nginx serves the build's files itself", () => {
  let proxy: NginxRecipe;
  beforeAll(async () => {
    // No Node server behind it: whatever answers comes from nginx and the build's files.
    proxy = await startProxy(await freePort(), "/robots.txt");
  });
  afterAll(() => proxy?.stop());

  it("sends pages with their own headers and their gzip form, scripts for a year, and hands the rest on", async () => {
    const page = await send(`${proxy.url}/contact`, { ca: proxy.ca, headers: { "Accept-Encoding": "gzip" } });
    expect(page.status).toBe(200);
    expect(header(page, "content-encoding")).toBe("gzip");
    expect(header(page, "content-type")).toBe("text/html; charset=utf-8");
    expect(header(page, "content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(header(page, "cache-control")).toBe("no-cache");
    const chunks = JSON.parse(readFileSync(join(requireBuild(), "client-chunks.json"), "utf8"));
    const script = Object.keys(chunks).find((file) => file.endsWith(".js"))!;
    const code = await send(`${proxy.url}/${script}`, { ca: proxy.ca });
    expect(code.status).toBe(200);
    expect(header(code, "cache-control")).toBe("public, max-age=31536000, immutable");
    expect(header(code, "x-content-type-options")).toBe("nosniff");
    // A form post, a not-found page and an unknown address are the Node server's (here: not running).
    const post = await send(`${proxy.url}/contact`, { ca: proxy.ca, method: "POST", body: "name=Ann" });
    expect(post.status).toBe(502);
    expect((await send(`${proxy.url}/404`, { ca: proxy.ca })).status).toBe(502);
    expect((await send(`${proxy.url}/no-such-page`, { ca: proxy.ca })).status).toBe(502);
  });
});

describe("every valid enquiry passes through nginx", () => {
  let server: Started & { port: number };
  let proxy: NginxRecipe;
  const forms: EnquiryFormsSettings = JSON.parse(
    readFileSync(join(requireBuild(), "enquiry-forms.json"), "utf8"),
  );
  beforeAll(async () => {
    server = await startNodeServer({ TRUST_PROXY: "127.0.0.1" });
    proxy = await startProxy(server.port);
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
  });

  it.each(Object.keys(LETTERS))(
    "hands the longest valid contact message in %s to WhatsApp with 303",
    async (locale) => {
      const answers = longestContact(forms, locale as LetterLocale);
      const reply = await send(`${proxy.url}/api/forms/contact`, {
        ca: proxy.ca,
        localAddress: "127.0.0.5",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: answers.toString(),
      });
      expect(reply.status).toBe(303);
      const location = header(reply, "location") ?? "";
      expect(location.length).toBeGreaterThan(20_000);
      expect(new URL(location).searchParams.get("text")).toContain(answers.get("message"));
    },
  );

  it.each(Object.keys(LETTERS))(
    "hands the longest valid quote in %s, sent without script (its files by name), to WhatsApp with 303",
    async (locale) => {
      // A URL-encoded form sends each chosen file's name, never its bytes.
      const answers = longestQuote(forms, locale as LetterLocale);
      const body = answers.toString();
      const reply = await send(`${proxy.url}/api/forms/quote`, {
        ca: proxy.ca,
        localAddress: "127.0.0.6",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(reply.status).toBe(303);
      const location = header(reply, "location") ?? "";
      expect(location.length).toBeGreaterThan(body.length / 2);
      const text = new URL(location).searchParams.get("text");
      expect(text).toContain(answers.get("additionalNotes"));
      expect(text).toContain(attachedFileName(locale as LetterLocale, 10));
    },
  );
});
