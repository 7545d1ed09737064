/**
 * Behind a real reverse proxy: Debian's nginx with TLS (a certificate made for this test) in front of the Node
 * server, configured by the recipe's own file (deploy/nginx/serendib-digital.conf). Clients on 127.0.0.2 and
 * 127.0.0.3 reach the server only through nginx, so the server's socket always sees nginx (127.0.0.1).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, ROOT, type Started, send, start, startNodeServer, waitFor } from "./helpers.ts";
import { CHAT_LIMIT } from "./site-contract.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The recipe's file, pointed at this test's port, certificate and backend; every line it changes must exist. */
function nginxConfig(dir: string, ports: { http: number; https: number; backend: number }) {
  let site = readFileSync(join(ROOT, "deploy", "nginx", "serendib-digital.conf"), "utf8");
  for (const [from, to] of [
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
    ["/etc/letsencrypt/live/serendib.digital/fullchain.pem", join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/serendib.digital/privkey.pem", join(dir, "key.pem")],
    ["proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${ports.backend};`],
  ] as const) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/serendib-digital.conf no longer has "${from}"`);
    site = site.replace(from, to);
  }
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    "worker_processes 1;",
    `pid ${join(dir, "nginx.pid")};`,
    "events { worker_connections 64; }",
    "http {",
    "  access_log off;",
    `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
    site,
    "}",
  ].join("\n");
}

async function startProxy(backend: number) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it)`);
  const dir = mkdtempSync(join(tmpdir(), "serendib-nginx-"));
  // A certificate made for this test only, for the address the clients dial.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, name));
  const ports = { http: await freePort(), https: await freePort(), backend };
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, ports));
  const nginx = start(NGINX, [
    "-c",
    join(dir, "nginx.conf"),
    "-p",
    dir,
    "-e",
    join(dir, "error.log"),
    "-g",
    "daemon off;",
  ]);
  const ca = readFileSync(join(dir, "cert.pem"));
  const url = `https://127.0.0.1:${ports.https}`;
  await waitFor(
    async () => (await send(`${url}/api/health`, { ca })).status === 200,
    () => `nginx\n${nginx.output()}`,
  );
  return {
    url,
    ca,
    ports,
    async stop() {
      await nginx.stop("SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each([
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", "127.0.0.1", true],
  ["a hop count (TRUST_PROXY=1)", "1", true],
  ["no proxy trusted (TRUST_PROXY=off): everyone shares nginx's allowance", "off", false],
])("behind nginx with TLS, trusting %s", (_name, trustProxy, separate) => {
  let server: Started & { port: number };
  let proxy: Awaited<ReturnType<typeof startProxy>>;
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
