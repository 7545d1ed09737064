// Review sheets of the generated artwork, one PNG per folder of keys (heroes, portfolio, services, …), into the
// git-ignored screenshots/artwork/: a quick look at every drawing after changing drawing code or content.
// Usage: npm run artwork:sheets [-- folder,folder]
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { readSiteContent } from "#src/content/read-content.ts";
import { type Artwork, artworkOf } from "./artwork.ts";
import { ROOT } from "./generate.ts";
import { text } from "./lib/font.ts";
import { C, svg } from "./lib/svg.ts";

const OUT = join(ROOT, "screenshots/artwork");
const TILE = 260;
const LABEL = 30;
const PAD = 16;

async function sheet(name: string, drawings: readonly Artwork[]): Promise<Buffer> {
  const cols = Math.min(drawings.length, drawings.length > 12 ? 6 : 4);
  const rows = Math.ceil(drawings.length / cols);
  const head = 56;
  const W = PAD + cols * (TILE + PAD);
  const H = head + rows * (TILE + LABEL + PAD) + PAD;
  const labels = [
    text(`${name} · ${drawings.length} drawings`, PAD, 36, { size: 20, weight: 700, fill: C.ink }),
  ];
  const composites: OverlayOptions[] = [];
  for (const [i, drawing] of drawings.entries()) {
    const x = PAD + (i % cols) * (TILE + PAD);
    const y = head + Math.floor(i / cols) * (TILE + LABEL + PAD);
    const scale = Math.min(TILE / drawing.width, TILE / drawing.height);
    const w = Math.max(1, Math.round(drawing.width * scale));
    const h = Math.max(1, Math.round(drawing.height * scale));
    const tile = drawing.kind === "vector" ? C.white : C.grey100;
    labels.push(`<rect x="${x}" y="${y}" width="${TILE}" height="${TILE}" fill="${tile}"/>`);
    const label = drawing.key.length > 40 ? `…${drawing.key.slice(-39)}` : drawing.key;
    labels.push(text(label, x, y + TILE + 20, { size: 12, weight: 600, fill: C.grey700 }));
    const input = await sharp(Buffer.from(drawing.svg()), { density: (72 * w) / drawing.width })
      .resize(w, h, { fit: "fill" })
      .png()
      .toBuffer();
    composites.push({ input, left: x + Math.round((TILE - w) / 2), top: y + Math.round((TILE - h) / 2) });
  }
  const base = await sharp(
    Buffer.from(svg(W, H, `<rect width="${W}" height="${H}" fill="${C.grey50}"/>${labels.join("")}`)),
  )
    .png()
    .toBuffer();
  return sharp(base).composite(composites).png().toBuffer();
}

const only = process.argv[2]?.split(",");
const byFolder = new Map<string, Artwork[]>();
for (const drawing of artworkOf(readSiteContent())) {
  const folder = drawing.key.split("/")[0]!;
  if (!only || only.includes(folder)) byFolder.set(folder, [...(byFolder.get(folder) ?? []), drawing]);
}
await mkdir(OUT, { recursive: true });
for (const [folder, drawings] of byFolder) {
  await writeFile(join(OUT, `${folder}.png`), await sheet(folder, drawings));
  console.log(`screenshots/artwork/${folder}.png: ${drawings.length} drawings`);
}
