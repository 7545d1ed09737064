/**
 * nginx's configuration in `npm run bench:serve` (serve.ts): one worker, `sendfile`, long keep-alive, no
 * access log, its temporary files in `tempDir`, and the given server blocks. The same around both sites, so the
 * figures differ only by the sites: plain nginx (`plainSite`) and the production recipe (deploy/nginx/).
 */
import { join } from "node:path";

export interface NginxSetup {
  tempDir: string;
  /** As root, nginx's worker would otherwise drop to "nobody", who may not read the build. */
  asRoot: boolean;
  /** The `server { … }` blocks. */
  sites: string[];
}

export function nginxConfig({ tempDir, asRoot, sites }: NginxSetup): string {
  const temp = (name: string) => `${name}_temp_path ${join(tempDir, name)};`;
  return [
    asRoot ? "user root;" : "",
    "worker_processes 1;",
    `pid ${join(tempDir, "nginx.pid")};`,
    "events { worker_connections 1024; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  access_log off;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_requests 1000000;",
    `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
    ...sites,
    "}",
  ].join("\n");
}

/**
 * nginx as anyone would set it up for a folder of files: `gzip_static`, the site's addresses ("/about" is
 * about.html, "/" is index.html), no headers of its own.
 */
export function plainSite(port: number, clientDir: string): string {
  return [
    "server {",
    `  listen 127.0.0.1:${port};`,
    `  root ${clientDir};`,
    "  gzip_static on;",
    "  gzip_vary on;",
    "  location / { try_files $uri $uri.html $uri/index.html =404; }",
    "}",
  ].join("\n");
}
