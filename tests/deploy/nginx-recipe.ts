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

/** The recipe's file, pointed at this test's port, certificate and backend; every line it changes must exist. */
function nginxConfig(dir: string, ports: { http: number; https: number; backend: number }) {
  let site = readFileSync(join(ROOT, "deploy", "nginx", "serendib-digital.conf"), "utf8");
  const build = requireBuild();
  for (const [from, to] of [
    ["root /srv/serendib-digital/dist/client;", `root ${join(build, "client")};`],
    ["/srv/serendib-digital/dist/nginx-site.conf", join(build, "nginx-site.conf")],
    ["/srv/serendib-digital/deploy/nginx/", `${join(ROOT, "deploy", "nginx")}/`],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
    ["/etc/letsencrypt/live/serendib.digital/fullchain.pem", join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/serendib.digital/privkey.pem", join(dir, "key.pem")],
    ["proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${ports.backend};`],
  ] as const) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/serendib-digital.conf no longer has "${from}"`);
    site = site.replaceAll(from, to);
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
