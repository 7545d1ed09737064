import { writeFileSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerBuiltFilesFirst, type BuiltFilesLane, parsePlainRequest } from "./built-files-lane.ts";
import { fakeBuild } from "./site.test-helpers.ts";
import { builtFilesFirst, type LoadedSite, loadSite } from "./static-site.ts";

/** What the app behind answers: the request as it reached it, body included, so a lost or torn byte shows. */
const app: RequestListener = (req, res) => {
  let body = "";
  req.setEncoding("latin1");
  req.on("data", (chunk: string) => {
    body += chunk;
  });
  req.on("end", () => res.writeHead(599, { "X-App": "1" }).end(`${req.method} ${req.url} [${body}]`));
};

interface Started {
  server: Server;
  port: number;
  /** Requests that reached node:http's request listener (the lane's answers never do). */
  requests: number;
}

async function start(site: LoadedSite, withLane: boolean): Promise<Started & { lane?: BuiltFilesLane }> {
  const started = { requests: 0 } as Started & { lane?: BuiltFilesLane };
  const front = builtFilesFirst(site, app);
  started.server = createServer((req, res) => {
    started.requests++;
    front(req, res);
  });
  if (withLane) started.lane = answerBuiltFilesFirst(started.server, site);
  await new Promise<void>((resolve) => started.server.listen(0, "127.0.0.1", resolve));
  started.port = (started.server.address() as AddressInfo).port;
  return started;
}

/**
 * Writes the chunks over one connection (a pause between them), then reads until the server closes it or
 * `wait` ms pass with nothing new; returns every byte, with each Date made equal.
 */
function exchange(port: number, chunks: (string | Buffer)[], wait = 250): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let quiet: NodeJS.Timeout | undefined;
    const done = () => {
      socket.destroy();
      resolve(received.replace(/\r\nDate: [^\r]+/g, "\r\nDate: (now)"));
    };
    const settle = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, wait);
    };
    socket.on("data", (data) => {
      received += data.toString("latin1");
      settle();
    });
    socket.on("close", done);
    socket.on("error", reject);
    socket.on("connect", async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, 60));
        socket.write(chunk);
      }
      settle();
    });
  });
}

const request = (line: string, ...headers: string[]) => `${line}\r\n${[...headers, ""].join("\r\n")}\r\n`;
const get = (path: string, ...headers: string[]) => request(`GET ${path} HTTP/1.1`, "Host: site", ...headers);

let site: LoadedSite;
let reference: Started;
let withLane: Started & { lane?: BuiltFilesLane };
beforeAll(async () => {
  const dir = fakeBuild();
  // A file far larger than a socket's buffers, to make the lane wait for a slow reader.
  writeFileSync(join(dir, "client", "_astro", "large.5e6f.avif"), Buffer.alloc(3_000_000, 9));
  site = loadSite(dir);
  reference = await start(site, false);
  withLane = await start(site, true);
});
afterAll(() => {
  reference.server.close();
  withLane.server.close();
});

/** The same bytes sent to plain node:http and to the lane: both answers, and how many the lane left to node. */
async function both(chunks: string[]) {
  const [before, beforeLane] = [reference.requests, withLane.requests];
  const expected = await exchange(reference.port, chunks);
  const actual = await exchange(withLane.port, chunks);
  return {
    expected,
    actual,
    sentOn: withLane.requests - beforeLane,
    asked: reference.requests - before,
  };
}

describe("the built files' lane in front of node:http (decision 0015)", () => {
  it.each([
    ["a page, gzip", [get("/", "Accept-Encoding: gzip, deflate")]],
    ["a page, brotli by q-value", [get("/about", "accept-encoding: gzip;q=0.5, br")]],
    ["a page, no compression asked", [get("/contact")]],
    ["gzip refused with q=0", [get("/", "Accept-Encoding: gzip;q=0")]],
    ["a script's build gzip form", [get("/_astro/app.1a2b.js", "Accept-Encoding: gzip")]],
    ["an image", [get("/_astro/photo.3c4d.avif", "Accept-Encoding: br")]],
    ["HEAD", [request("HEAD /about HTTP/1.1", "Host: site", "Accept-Encoding: br")]],
    ["If-None-Match: * (304)", [get("/robots.txt", "If-None-Match: *")]],
    ["a not-found page with its 404", [get("/service-not-found", "Accept-Encoding: gzip")]],
    ["a query string", [get("/about?utm_source=news&x=%20y")]],
    ["a static demo folder's page", [get("/demo/index.html")]],
    ["Connection: close", [get("/about", "Connection: close"), get("/")]],
    ["pipelined, one write", [get("/") + get("/about", "Accept-Encoding: br") + get("/icon.png")]],
  ])("answers %s itself, with node:http's very bytes", async (_name, chunks) => {
    const { expected, actual, sentOn, asked } = await both(chunks);
    expect(asked).toBeGreaterThan(0);
    expect(actual).toBe(expected);
    expect(sentOn).toBe(0);
  });

  it.each([
    [
      "a POST with a body",
      [request("POST /contact HTTP/1.1", "Host: site", "Content-Length: 5", "", "a=1&b")],
    ],
    ["an unknown path", [get("/nope")]],
    ["a percent-encoded path", [get("/ab%6Fut")]],
    ["HTTP/1.0", [request("GET /about HTTP/1.0")]],
    ["no Host (node:http: 400)", [request("GET /about HTTP/1.1", "Accept: */*")]],
    ["a head over node:http's size limit (431)", [get("/", `X-Big: ${"a".repeat(20_000)}`)]],
    ["a lower-case method", [request("get /about HTTP/1.1", "Host: site")]],
    ["an absolute-form target", [request("GET http://site/about HTTP/1.1", "Host: site")]],
    ["a repeated Accept-Encoding", [get("/", "Accept-Encoding: identity", "Accept-Encoding: gzip")]],
    ["bare LF line ends", ["GET /about HTTP/1.1\nHost: site\n\n"]],
    ["a folded header line", [get("/about", "X-Long: one", " two")]],
    ["a GET with a chunked body", [`${get("/about", "Transfer-Encoding: chunked")}3\r\nabc\r\n0\r\n\r\n`]],
    ["a GET with Content-Length", [`${get("/about", "Content-Length: 2")}hi`]],
    ["Expect: 100-continue", [get("/about", "Expect: 100-continue")]],
    ["an Upgrade", [get("/about", "Connection: Upgrade", "Upgrade: websocket")]],
    ["a head split over two writes", [get("/about").slice(0, 12), get("/about").slice(12)]],
  ])("leaves %s to node:http, which answers it as without the lane", async (_name, chunks) => {
    const { expected, actual, sentOn, asked } = await both(chunks);
    expect(actual).toBe(expected);
    expect(sentOn).toBe(asked);
  });

  it("hands the rest of a connection to node:http at its first request it does not answer, in order", async () => {
    const chunks = [
      get("/", "Accept-Encoding: gzip") +
        request("HEAD /about HTTP/1.1", "Host: site") +
        request("POST /contact HTTP/1.1", "Host: site", "Content-Length: 3", "", "a=1") +
        get("/about"),
      get("/robots.txt", "Connection: close"),
    ];
    const { expected, actual, sentOn, asked } = await both(chunks);
    expect(asked).toBe(5);
    expect(actual).toBe(expected);
    expect(actual).toContain("POST /contact [a=1]");
    // The lane answered the two before the post; node:http the post and all after it.
    expect(sentOn).toBe(3);
  });

  it("waits for a client that reads slowly, then answers every request in order", async () => {
    const path = "/_astro/large.5e6f.avif";
    const before = withLane.requests;
    const socket = connect(withLane.port, "127.0.0.1");
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.pause(); // asks for twelve copies of 3 MB, reads nothing for a while
    socket.write(get(path).repeat(11) + get(path, "Connection: close") + get("/about"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.resume();
    await new Promise((resolve) => socket.on("close", resolve));
    const all = Buffer.concat(chunks);
    const heads = all.toString("latin1").match(/HTTP\/1\.1 \d+ [^\r]+/g) ?? [];
    // Twelve answers, none torn, and nothing for the request after the one that closed the connection.
    expect(heads).toEqual(Array(12).fill("HTTP/1.1 200 OK"));
    const headBytes = all.toString("latin1").split("HTTP/1.1 200 OK").slice(1);
    for (const answer of headBytes) expect(answer.length).toBe(answer.indexOf("\r\n\r\n") + 4 + 3_000_000);
    expect(withLane.requests).toBe(before); // all answered by the lane
  });

  it("closes a connection idle after its answers as node:http's keep-alive does; a silent new one goes to node:http", async () => {
    const timed = await start(site, true);
    timed.server.keepAliveTimeout = 200;
    timed.server.keepAliveTimeoutBuffer = 100;
    try {
      const started = Date.now();
      const answered = await exchange(timed.port, [get("/about")], 5_000);
      expect(answered).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Keep-Alive: timeout=0\r\n/);
      // Closed by the server after 300 ms idle, long before the 5-second quiet wait would end the exchange.
      expect(Date.now() - started).toBeLessThan(2_000);

      const socket = connect(timed.port, "127.0.0.1");
      await new Promise((resolve) => setTimeout(resolve, 600)); // silent past the lane's timeout
      const late = new Promise<string>((resolve) => socket.on("data", (d) => resolve(d.toString("latin1"))));
      socket.write(get("/about"));
      expect(await late).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(timed.requests).toBe(1); // node:http answered it
      socket.destroy();
    } finally {
      timed.server.close();
    }
  });

  it("ends its idle connections for a graceful stop", async () => {
    const socket = connect(withLane.port, "127.0.0.1");
    const closed = new Promise((resolve) => socket.on("close", resolve));
    const answered = new Promise((resolve) => socket.once("data", resolve));
    socket.on("connect", () => socket.write(get("/about")));
    await answered;
    withLane.lane?.closeIdleConnections();
    // Ended by the stop, long before the 5-second keep-alive timeout would end it.
    const ended = await Promise.race([
      closed.then(() => "closed"),
      new Promise((resolve) => setTimeout(resolve, 2_000, "still open")),
    ]);
    expect(ended).toBe("closed");
    socket.destroy();
  });
});

describe("parsePlainRequest", () => {
  it("reads what the lane needs from a plain head", () => {
    expect(
      parsePlainRequest(
        'HEAD /a/b?c=%20d HTTP/1.1\r\nHost: x\r\nACCEPT-ENCODING: br\r\nIf-None-Match: "e"\r\nConnection: Keep-Alive, close',
      ),
    ).toEqual({ method: "HEAD", path: "/a/b", acceptEncoding: "br", ifNoneMatch: '"e"', close: true });
  });

  it.each([
    "GET /a HTTP/1.1", // no Host
    "GET /a HTTP/1.1\r\nHost: x\r\nHost: y",
    "GET /a HTTP/1.1\r\nHost: x\r\nContent-Length: 0",
    "GET /a HTTP/1.1\r\nHost: x\r\nX-Bad : 1",
    "GET /a HTTP/1.1\r\nHost: x\r\nX-Bad: 1\u0000",
    "GET /a HTTP/1.1\r\nHost: x\r\nX\nY: 1",
    "GET /%61 HTTP/1.1\r\nHost: x",
    "GET /a  HTTP/1.1\r\nHost: x",
    "OPTIONS * HTTP/1.1\r\nHost: x",
    "GET /a HTTP/2.0\r\nHost: x",
  ])("leaves %j to node:http", (head) => {
    expect(parsePlainRequest(head)).toBeUndefined();
  });
});
