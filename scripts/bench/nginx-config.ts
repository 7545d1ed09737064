/**
 * The configuration nginx runs with in `npm run bench:serve` (serve.ts): one worker, `gzip_static on`,
 * `sendfile on`, no access log, its temporary files in `tempDir`, serving `clientDir` on a loopback port with
 * the site's addresses ("/about" is about.html, "/" is index.html).
 */
import { join } from "node:path";

export interface NginxSetup {
  port: number;
  tempDir: string;
  clientDir: string;
  /** As root, nginx's worker would otherwise drop to "nobody", who may not read the build. */
  asRoot: boolean;
}

export function nginxConfig({ port, tempDir, clientDir, asRoot }: NginxSetup): string {
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
    "  gzip_static on;",
    "  gzip_vary on;",
    `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
    "  server {",
    `    listen 127.0.0.1:${port};`,
    `    root ${clientDir};`,
    // The site's addresses: "/about" is about.html, "/" is index.html.
    "    location / { try_files $uri $uri.html $uri/index.html =404; }",
    "  }",
    "}",
  ].join("\n");
}
