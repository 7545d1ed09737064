import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_LIMITS } from "#contracts/chat.ts";
import { FORM_MAX_BODY_BYTES } from "#contracts/enquiry-forms/settings.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { createPortableApp } from "./api.ts";
import { parseApiConfig } from "./api-config.ts";
import { testApp, testKnowledge } from "./chat/chat.test-helpers.ts";
import { validContact } from "./forms/contact-sample.test-helpers.ts";
import { jsonLog } from "./log.ts";
import { createNodeServer } from "./node-http.ts";
import { baseHeaders } from "./security-headers.ts";
import { fakeBuild } from "./site.test-helpers.ts";
import { loadSite } from "./static-site.ts";

/** The Node server as server/index.ts makes it (node:http, Hono), on a free port, its log captured. */
const lines: string[] = [];
const log = jsonLog((line) => lines.push(line));
const app = testApp({}, { log });
let port = 0;
let close: () => Promise<void>;
beforeAll(async () => {
  const { server } = createNodeServer(app, log);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}, 60_000);
afterAll(() => close());

/**
 * Writes `chunks` to a raw connection (waiting `gapMs` between them) and reads until the server closes it or
 * has sent a whole head and `Content-Length` bytes: the status line and headers as the server wrote them.
 */
function raw(
  chunks: string[],
  gapMs = 0,
): Promise<{ head: string; status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const done = () => {
      socket.destroy();
      const [head = ""] = received.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = new Map(
        headerLines.map((line) => {
          const at = line.indexOf(":");
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()] as [string, string];
        }),
      );
      resolve({ head, status: Number(statusLine.split(" ")[1]), headers });
    };
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
      if (received.length >= end + 4 + length) done();
    });
    socket.on("end", done);
    socket.on("error", (error) => (received ? done() : reject(error)));
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (gapMs) await new Promise((wait) => setTimeout(wait, gapMs));
      }
    });
  });
}

const expectSecurityHeaders = (headers: Map<string, string>) => {
  for (const [name, value] of Object.entries(baseHeaders))
    expect(headers.get(name.toLowerCase())).toBe(value);
};

describe("node:http's own answers carry the security headers", () => {
  it("answers a malformed request line with 400, the base headers and one log line", async () => {
    lines.length = 0;
    const { status, headers } = await raw(["GET /FAKE-LOG nonsense PROBEMARK\r\n\r\n"]);
    expect(status).toBe(400);
    expectSecurityHeaders(headers);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("connection")).toBe("close");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        event: "http.client_error",
        status: 400,
        code: expect.stringMatching(/^HPE_/),
      }),
    ]);
    expect(lines.join("\n")).not.toMatch(/FAKE-LOG|PROBEMARK/);
  });

  it("answers a head too large with 431 and the base headers", async () => {
    const { status, headers } = await raw([
      `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ]);
    expect(status).toBe(431);
    expectSecurityHeaders(headers);
  });

  it("answers OPTIONS * with 400 and the base headers", async () => {
    lines.length = 0;
    const { status, headers } = await raw([
      "OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    ]);
    expect(status).toBe(400);
    expectSecurityHeaders(headers);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ event: "request.failed", status: 400, error: "RequestError" }),
    ]);
  });
});

describe("bodies are limited before they are read", () => {
  const post = (path: string, headers: string) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

  it("refuses a chat body whose Content-Length is over the limit, without waiting for it", async () => {
    // Only the head and a few bytes are sent: the answer comes before the rest.
    const { status, headers } = await raw([
      post(
        "/api/chat",
        `Content-Type: application/json\r\nContent-Length: ${CHAT_LIMITS.maxBodyBytes + 1}\r\n`,
      ),
      '{"message":"',
    ]);
    expect(status).toBe(413);
    expectSecurityHeaders(headers);
  });

  it("stops reading a chunked chat body past the limit", async () => {
    const chunk = "a".repeat(8_192);
    const chunks = Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const { status } = await raw(
      [post("/api/chat", "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"), ...chunks],
      5,
    );
    expect(8 * chunk.length).toBeGreaterThan(CHAT_LIMITS.maxBodyBytes);
    expect(status).toBe(413);
  });

  it("refuses a form body whose Content-Length is over the limit, without waiting for it", async () => {
    const { status, headers } = await raw([
      post(
        "/api/forms/contact",
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${FORM_MAX_BODY_BYTES + 1}\r\n`,
      ),
      "name=",
    ]);
    expect(status).toBe(413);
    expectSecurityHeaders(headers);
  });

  it("stops reading a chunked form body past the limit", async () => {
    const chunk = "a".repeat(65_536);
    const count = Math.ceil(FORM_MAX_BODY_BYTES / chunk.length) + 2;
    const chunks = Array.from({ length: count }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const { status } = await raw(
      [
        post(
          "/api/forms/contact",
          "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n",
        ),
        "5\r\nname=\r\n",
        ...chunks,
      ],
      1,
    );
    expect(status).toBe(413);
  });
});

describe("a route's own Referrer-Policy stays", () => {
  const contact = () => new URLSearchParams(validContact(readEnquiryForms().en.contact.rules));

  it("sends the form's hand-off with no-referrer through the Node app, the base policy elsewhere", async () => {
    const handOff = await app.request("/api/forms/contact", { method: "POST", body: contact() });
    expect(handOff.status).toBe(303);
    expect(handOff.headers.get("referrer-policy")).toBe("no-referrer");
    expect(handOff.headers.get("x-content-type-options")).toBe("nosniff");
    const health = await app.request("/api/health");
    expect(health.headers.get("referrer-policy")).toBe(baseHeaders["Referrer-Policy"]);
  });

  it("does the same on the Worker's path (the portable app, the platform's immutable answers)", async () => {
    const portable = createPortableApp({
      config: parseApiConfig({}),
      knowledge: testKnowledge(),
      forms: readEnquiryForms(),
      chat: { log },
      // The edge's static assets hand over responses whose headers cannot be changed.
      site: async (c) => {
        c.res = Response.redirect(new URL("/elsewhere", c.req.url), 301);
        return c.res;
      },
    });
    const handOff = await portable.request("https://site.example/api/forms/contact", {
      method: "POST",
      body: contact(),
    });
    expect(handOff.status).toBe(303);
    expect(handOff.headers.get("referrer-policy")).toBe("no-referrer");
    const asset = await portable.request("https://site.example/anything");
    expect(asset.status).toBe(301);
    expect(asset.headers.get("referrer-policy")).toBe(baseHeaders["Referrer-Policy"]);
  });
});

describe("every pipelined request is answered", () => {
  it("answers a form post whose client half-closed once it was sent", async () => {
    const body = new URLSearchParams({
      ...validContact(readEnquiryForms().en.contact.rules, "x".repeat(3000)),
      email: "not an address",
    }).toString();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      socket.on("connect", () =>
        socket.end(
          `POST /api/forms/contact HTTP/1.1\r\nHost: site.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        ),
      );
      socket.on("data", (data) => {
        received += data.toString("utf8");
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 422 Unprocessable Entity\r\n/);
    expect(answer).toContain("</html>");
  });

  it("answers 30 pipelined GETs sent before a half-close, to a reader slower than the server", async () => {
    // A page large enough that the answers back up in the socket while the client reads slowly.
    const build = fakeBuild();
    writeFileSync(join(build, "client", "index.html"), Buffer.alloc(256 * 1024, "<p>Serendib</p>"));
    const { server } = createNodeServer(testApp({}, { log }, loadSite(build)), log);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port: sitePort } = server.address() as AddressInfo;
    const statusLines = await new Promise<number>((resolve, reject) => {
      const socket = connect(sitePort, "127.0.0.1");
      let received = "";
      socket.on("connect", () => {
        socket.end("GET / HTTP/1.1\r\nHost: site.example\r\n\r\n".repeat(30));
        // Reads in bursts with pauses: the server's writes wait for drain.
        socket.pause();
        const tick = setInterval(() => {
          socket.resume();
          setTimeout(() => socket.pause(), 5);
        }, 20);
        socket.on("close", () => clearInterval(tick));
      });
      socket.on("data", (data) => {
        received += data.toString("latin1");
      });
      socket.on("close", () => resolve(received.match(/HTTP\/1\.1 200 OK\r\n/g)?.length ?? 0));
      socket.on("error", reject);
    });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(statusLines).toBe(30);
  }, 60_000);
});
