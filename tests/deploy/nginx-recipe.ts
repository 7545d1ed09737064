/**
 * The production nginx recipe (deploy/nginx/) started for a test: Debian's nginx with TLS (a certificate made
 * for the test), the recipe's own files pointed at the test build, its ports and the backend's.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, ROOT, requireBuild, send, start, waitFor } from "./helpers.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The ports the recipe listens on (its redirect and its site) and the Node server it hands requests to. */
interface RecipePorts {
  http: number;
  https: number;
  backend: number;
}

/**
 * The recipe's file (deploy/nginx/serendib-digital.conf) pointed at `build`, these ports, and the certificate in
 * `dir`; with `tls: false` (the benchmark, to compare it with plain nginx on equal terms) its site listens
 * without TLS. Every line it changes must exist.
 */
export function recipeSite(dir: string, build: string, ports: RecipePorts, { tls = true } = {}): string {
  let site = readFileSync(join(ROOT, "deploy", "nginx", "serendib-digital.conf"), "utf8");
  for (const [from, to] of [
    ["root /srv/serendib-digital/dist/client;", `root ${join(build, "client")};`],
    ["/srv/serendib-digital/dist/nginx-site.conf", join(build, "nginx-site.conf")],
    ["/srv/serendib-digital/deploy/nginx/", `${join(ROOT, "deploy", "nginx")}/`],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https}${tls ? " ssl http2" : ""};`],
    ["/etc/letsencrypt/live/serendib.digital/fullchain.pem", join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/serendib.digital/privkey.pem", join(dir, "key.pem")],
    ["proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${ports.backend};`],
  ] as const) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/serendib-digital.conf no longer has "${from}"`);
    site = site.replaceAll(from, to);
  }
  return tls ? site : site.replace(/^\s*ssl_certificate(?:_key)? .*$/gm, "");
}

/** The test's whole configuration: one worker, its temporary files in `dir`, the recipe's site. */
function nginxConfig(dir: string, ports: RecipePorts) {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    "worker_processes 1;",
    `pid ${join(dir, "nginx.pid")};`,
    "events { worker_connections 64; }",
    "http {",
    "  access_log off;",
    `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
    recipeSite(dir, requireBuild(), ports),
    "}",
  ].join("\n");
}

export async function startProxy(backend: number, ready = "/api/health") {
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
  // nginx's workers (another user when the test runs as root) buffer large bodies in these folders.
  chmodSync(dir, 0o755);
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, name), 0o777);
  for (const name of ["client_body", "proxy"]) chmodSync(join(dir, name), 0o777);
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
    async () => (await send(`${url}${ready}`, { ca })).status === 200,
    () => `nginx\n${nginx.output()}`,
  );
  return {
    url,
    ca,
    ports,
    async stop() {
      await nginx.stop("SIGQUIT");
      if (process.env.DEBUG_NGINX) console.log(readFileSync(join(dir, "error.log"), "utf8"));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type NginxRecipe = Awaited<ReturnType<typeof startProxy>>;
