import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { SITE_MANIFEST_FILE, type SiteManifest } from "./site-manifest.ts";

/** The precompressed form the fake build carries for its script (the server must send it, not its own). */
export const BUILT_GZIP = gzipSync("console.log(1)".repeat(100), { level: 1 });

/** A file of the fake build, with the `.br` and `.gz` forms the build writes beside a text file when asked. */
function write(client: string, file: string, body: string | Buffer, precompressed = false) {
  const path = join(client, file);
  writeFileSync(path, body);
  if (!precompressed) return;
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}

/** A small build in a temporary folder, shaped like Astro and the host integration leave it. */
export function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "serendib-build-"));
  const client = join(dir, "client");
  for (const folder of ["_astro", "demo", "admin", "kit-1.0"])
    mkdirSync(join(client, folder), { recursive: true });
  write(client, "demo/index.html", "<h1>Demo</h1>", true);
  write(client, "index.html", "<h1>Home</h1><script>boot()</script>", true);
  write(client, "about.html", "<h1>About</h1>", true);
  write(client, "contact.html", "<h1>Contact</h1><form method=post></form>", true);
  write(client, "404.html", "<h1>Page not found</h1>", true);
  write(client, "service-not-found.html", "<h1>Service not found</h1>", true);
  // The build's own gzip form of a script, and no brotli form: the server sends the gzip one.
  write(client, "_astro/app.1a2b.js", "console.log(1)".repeat(100));
  write(client, "_astro/app.1a2b.js.gz", BUILT_GZIP);
  write(client, "_astro/photo.3c4d.avif", Buffer.alloc(2048, 7));
  write(client, "icon.png", Buffer.alloc(64, 1));
  // Text too small for the build to compress: sent as it is.
  write(client, "robots.txt", "User-agent: *\n");
  write(client, "admin/config.yml", "backend:\n  name: github\n");
  write(client, "data.bin2", Buffer.alloc(4));
  // A folder with an index.html that is no page of the manifest: never served.
  write(client, "kit-1.0/index.html", "<h1>Kit</h1>", true);
  write(client, "_headers", "/*\n  X-Test: 1\n");
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
