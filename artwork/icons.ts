// Redraws the favicons and app icons committed in public/ from the mark (art/brand.ts). They show no content, so
// they are static files; run this only when the mark changes: `npm run artwork:icons`.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { appIcon, favicon } from "./art/brand.ts";
import { ROOT } from "./generate.ts";

async function png(source: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A .ico with one embedded PNG image. */
function ico(pngData: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngData]);
}

const files: Record<string, string | Buffer> = {
  "favicon.svg": `${favicon()}\n`,
  "favicon.ico": ico(await png(favicon(), 32), 32),
  "apple-touch-icon.png": await png(appIcon(), 180),
  "icons/icon-192.png": await png(appIcon(), 192),
  "icons/icon-512.png": await png(appIcon(), 512),
};
for (const [name, data] of Object.entries(files)) await writeFile(join(ROOT, "public", name), data);
console.log(`public/: ${Object.keys(files).join(", ")}`);
