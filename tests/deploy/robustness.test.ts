/**
 * Raw-socket probes and fuzzing, against the Node server alone and through the nginx recipe in front of it:
 * every request gets an answer that keeps message boundaries, nothing answers with a 5xx, and nothing a client
 * sends (marked PROBE-…) reaches the server's log.
 */
import { connect as connectTcp } from "node:net";
import type { Duplex } from "node:stream";
import { connect as connectTls } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNodeServer } from "./helpers.ts";
import { type NginxRecipe, startProxy } from "./nginx-recipe.ts";

interface Target {
  /** A raw connection to the site, from local address 127.0.0.`client`. */
  dial(client: number): Duplex;
  /**
   * Whether a client may half-close once it has sent: over plain TCP yes; over TLS the client's close_notify
   * closes the connection, so the probe waits for the answers instead.
   */
  halfClose: boolean;
  /** What the Node server has written to its log so far. */
  log(): string;
}

/**
 * Sends `chunks` (waiting `gapMs` between them), half-closes where the transport allows, and reads until the
 * other side closes or has been quiet for a second and a half.
 */
function exchange(target: Target, client: number, chunks: (string | Buffer)[], gapMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = target.dial(client);
    let received = "";
    let quiet: NodeJS.Timeout | undefined;
    const waitForQuiet = () => {
      clearTimeout(quiet);
      if (!target.halfClose) quiet = setTimeout(() => socket.destroy(), 1500);
    };
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
      waitForQuiet();
    });
    socket.on("close", () => {
      clearTimeout(quiet);
      resolve(received);
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve(received) : reject(error),
    );
    socket.once("ready", async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (gapMs) await new Promise((wait) => setTimeout(wait, gapMs));
      }
      if (target.halfClose) socket.end();
      else waitForQuiet();
    });
  });
}

/** The statuses of every answer in a stream of HTTP/1.1 answers, read by their framing (Content-Length or chunks). */
function statusesOf(stream: string): number[] {
  const statuses: number[] = [];
  let rest = stream;
  while (rest.startsWith("HTTP/1.1 ")) {
    const headEnd = rest.indexOf("\r\n\r\n");
    if (headEnd === -1) break;
    const head = rest.slice(0, headEnd);
    statuses.push(Number(head.slice(9, 12)));
    rest = rest.slice(headEnd + 4);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length) rest = rest.slice(Number(length));
    else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      for (;;) {
        const lineEnd = rest.indexOf("\r\n");
        const size = Number.parseInt(rest.slice(0, lineEnd), 16);
        rest = rest.slice(lineEnd + 2 + size + 2);
        if (size === 0 || Number.isNaN(size)) break;
      }
    }
  }
  return statuses;
}

const request = (path: string, extra = "") => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;
const post = (path: string, type: string, body: string | Buffer) =>
  Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    ),
    Buffer.from(body),
  ]);
const FORM = "application/x-www-form-urlencoded";

describe.each([
  ["the Node server", false],
  ["the nginx recipe in front of the Node server", true],
])("robustness: %s", (_name, throughNginx) => {
  let stopAll: () => Promise<unknown>;
  let target: Target;
  let nextClient = 2;
  /** Each probe from an address of its own, so the limit per visitor never answers for it. */
  const client = () => nextClient++;

  beforeAll(async () => {
    const server = await startNodeServer({ TRUST_PROXY: throughNginx ? "127.0.0.1" : "off" });
    let proxy: NginxRecipe | undefined;
    if (throughNginx) proxy = await startProxy(server.port);
    const url = new URL(proxy?.url ?? server.baseUrl);
    const at = { host: url.hostname, port: Number(url.port) };
    target = {
      dial: (n) => {
        const from = { ...at, localAddress: `127.0.0.${n}` };
        return proxy ? connectTls({ ...from, ca: proxy.ca, servername: "localhost" }) : connectTcp(from);
      },
      halfClose: !proxy,
      log: () => server.output(),
    };
    stopAll = async () => {
      await proxy?.stop();
      await server.stop();
    };
  });
  afterAll(() => stopAll?.());

  it("answers 30 pipelined requests sent before a half-close, each in its own frame", async () => {
    const answers = await exchange(target, client(), [
      Array.from({ length: 30 }, (_, n) => request(n % 2 ? "/" : "/contact")).join(""),
    ]);
    expect(statusesOf(answers)).toEqual(Array(30).fill(200));
  });

  it("answers a request whose head arrives a few bytes at a time", async () => {
    const head = request("/about");
    const chunks = head.match(/[\s\S]{1,7}/g)!;
    expect(statusesOf(await exchange(target, client(), chunks, 5))).toEqual([200]);
  });

  it("answers odd and broken heads with a 4xx, never a 5xx or silence", async () => {
    const probes = [
      "GET / HTTP/1.1\r\n\r\n", // no Host
      "GET / HTTP/1.1\r\nHost: localhost\r\nX-Folded: a\r\n b\r\n\r\n", // obsolete line folding
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(70_000)}\r\n\r\n`, // a head too large
      "GET /%ZZ HTTP/1.1\r\nHost: localhost\r\n\r\n", // a broken escape
      "GET /../../etc/passwd HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ];
    // An HTTP version no server speaks: nginx says so (505), Node refuses the request (400).
    const version = statusesOf(
      await exchange(target, client(), ["GET / HTTP/9.9\r\nHost: localhost\r\n\r\n"]),
    );
    expect([[400], [505]]).toContainEqual(version);
    for (const probe of probes) {
      const statuses = statusesOf(await exchange(target, client(), [probe]));
      expect(statuses.length, JSON.stringify(probe.slice(0, 60))).toBeGreaterThan(0);
      for (const status of statuses) expect(status, JSON.stringify(probe.slice(0, 60))).toBeLessThan(500);
    }
  });

  it("refuses fuzzed forms and chat bodies in the visitor's terms, and logs none of what they held", async () => {
    const bodies: [string, string, string | Buffer][] = [
      ["/api/forms/contact", FORM, "name=%ZZ&email=PROBE-1%40x&message=%E0%A4"],
      ["/api/forms/contact", FORM, `name=PROBE-2&message=${"PROBE-2 ".repeat(2000)}`],
      ["/api/forms/contact", FORM, "name=PROBE-3%0D%0AX-Injected: 1&email=a%40b.lk"],
      ["/api/forms/contact", FORM, "email=PROBE-4a%40x.lk&email=PROBE-4b%40x.lk&name=A&name=B"],
      ["/api/forms/quote", FORM, "__proto__=PROBE-5&constructor=PROBE-5&fullName=PROBE-5"],
      ["/api/forms/quote", "multipart/form-data; boundary=PROBE-6", "--PROBE-6\r\nbroken"],
      ["/api/forms/newsletter", FORM, Buffer.from([0xff, 0xfe, 0x00, 0x50])],
      ["/api/chat", "application/json", '{"message":"hi","k\\nPROBE-7 injected line":1}'],
      ["/api/chat", "application/json", "PROBE-8-not-json"],
      ["/api/chat", "application/json", '{"__proto__":{"PROBE-9":1},"message":{"PROBE-9":1}}'],
      ["/api/chat", "text/plain", "PROBE-10"],
    ];
    for (const [path, type, body] of bodies) {
      const statuses = statusesOf(await exchange(target, client(), [post(path, type, body)]));
      expect(statuses, `${path} ${String(body).slice(0, 40)}`).toHaveLength(1);
      expect(statuses[0], `${path} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(300);
      expect(statuses[0], `${path} ${String(body).slice(0, 40)}`).toBeLessThan(500);
    }
    // Headers and addresses a client chose do not reach the log either.
    await exchange(target, client(), [
      request("/PROBE-11?q=PROBE-11", "User-Agent: PROBE-11\r\nReferer: PROBE-11\r\n"),
    ]);
    await new Promise((settle) => setTimeout(settle, 200));
    expect(target.log()).not.toMatch(/PROBE-|X-Injected|injected line/);
  });
});
