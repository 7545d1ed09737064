import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SITE_MANIFEST_FILE, type SiteManifest } from "./site-manifest.ts";

/** The precompressed form the fake build carries for its script (the server must send it, not its own). */
export const BUILT_GZIP = gzipSync("console.log(1)".repeat(100), { level: 1 });

/** A small build in a temporary folder, shaped like Astro and the host integration leave it. */
export function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "serendib-build-"));
  const client = join(dir, "client");
  mkdirSync(join(client, "_astro"), { recursive: true });
  mkdirSync(join(client, "demo"), { recursive: true });
  writeFileSync(join(client, "demo", "index.html"), "<h1>Demo</h1>");
  writeFileSync(join(client, "index.html"), "<h1>Home</h1><script>boot()</script>");
  writeFileSync(join(client, "about.html"), "<h1>About</h1>");
  writeFileSync(join(client, "contact.html"), "<h1>Contact</h1><form method=post></form>");
  writeFileSync(join(client, "404.html"), "<h1>Page not found</h1>");
  writeFileSync(join(client, "service-not-found.html"), "<h1>Service not found</h1>");
  writeFileSync(join(client, "_astro", "app.1a2b.js"), "console.log(1)".repeat(100));
  writeFileSync(join(client, "_astro", "app.1a2b.js.gz"), BUILT_GZIP);
  writeFileSync(join(client, "_astro", "photo.3c4d.avif"), Buffer.alloc(2048, 7));
  writeFileSync(join(client, "icon.png"), Buffer.alloc(64, 1));
  writeFileSync(join(client, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(client, "_headers"), "/*\n  X-Test: 1\n");
  const manifest: SiteManifest = {
    pages: {
      "/": { file: "index.html", scriptHashes: ["sha256-home="] },
      "/about": { file: "about.html", scriptHashes: [] },
      "/contact": { file: "contact.html", scriptHashes: [] },
      "/404": { file: "404.html", scriptHashes: [] },
      "/service-not-found": { file: "service-not-found.html", scriptHashes: ["sha256-service="] },
      "/demo/index.html": { file: "demo/index.html", scriptHashes: [] },
    },
    emailApiOrigin: null,
  };
  writeFileSync(join(dir, SITE_MANIFEST_FILE), JSON.stringify(manifest));
  return dir;
}
