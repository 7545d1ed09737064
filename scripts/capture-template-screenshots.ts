/**
 * The templates' pictures, made from their real demo pages: serves public/ on a local port, opens each
 * template's preview page (`previewUrl` in src/content/templates/<id>.en.yaml) in headless Chromium, screenshots
 * its first screen and writes it beside the entry as src/content/templates/<id>.jpg (1200×900, the entry's
 * `image.photo`). The build makes every size and format from it.
 *
 *   node scripts/capture-template-screenshots.ts
 *
 * Re-run it after changing a demo's first screen, and commit the pictures.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CONTENT_DIR, readContent } from "#src/content/read-content.ts";
import { chromiumLaunchOptions } from "./chromium.ts";

const publicDir = join(import.meta.dirname, "..", "public");
const outDir = join(CONTENT_DIR, "templates");

/** The card and the template page show the top of the page at 4:3. */
const VIEWPORT = { width: 1280, height: 960 };
const SCALE = 1.25;
const WIDTH = 1200;

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

function startServer() {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    try {
      const body = await readFile(join(publicDir, path));
      response.writeHead(200, { "Content-Type": MIME[extname(path)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise<{ origin: string; close: () => void }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

const { templates } = readContent({ only: ["templates"] });
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: SCALE,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  for (const { id, data } of templates) {
    await page.goto(`${server.origin}${data.previewUrl}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    await sharp(png)
      .resize({ width: WIDTH, height: (WIDTH * 3) / 4, fit: "cover", position: "top" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(join(outDir, `${id}.jpg`));
    console.log(`src/content/templates/${id}.jpg: ${data.previewUrl}`);
  }
} finally {
  await browser.close();
  server.close();
}
