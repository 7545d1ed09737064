/**
 * Writes the artwork's masters into src/assets/generated/ (git-ignored): one lossless PNG per raster drawing at
 * its full size, one SVG per vector drawing. The pages turn them into content-hashed AVIF/WebP/JPEG through
 * Astro (src/lib/build/images.ts). A small cache (the hash of each drawing's SVG) skips drawings that did not change,
 * so Astro's image cache hits too; files whose key no longer exists are removed.
 * Run by the artwork integration before `astro build` and `astro dev`; by hand: `npm run artwork`.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { readSiteContent } from "#src/content/read-content.ts";
import { type Artwork, artworkOf, fileOf } from "./artwork.ts";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const GENERATED_DIR = join(ROOT, "src/assets/generated");
/** The cache: which SVG each file was rendered from. */
const CACHE_FILE = ".drawings.json";
/** How a drawing becomes a file; a change here (or in sharp/libvips) renders everything again. */
const RENDERER = `png, compression 6; sharp ${sharp.versions.sharp}; libvips ${sharp.versions.vips}`;

interface Cache {
  renderer: string;
  files: Record<string, string>;
}

export interface MastersResult {
  /** Files written because their drawing is new or changed. */
  drawn: string[];
  unchanged: number;
  /** Files removed because no drawing has their key any more. */
  removed: string[];
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function readCache(outDir: string): Promise<Cache> {
  try {
    const cache = JSON.parse(await readFile(join(outDir, CACHE_FILE), "utf8")) as Cache;
    if (cache.renderer === RENDERER && cache.files && typeof cache.files === "object") return cache;
  } catch {}
  return { renderer: RENDERER, files: {} };
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"));
}

/** Removes the empty folders under `dir` (deepest first). */
async function pruneFolders(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if ((await readdir(folder)).length === 0) await rmdir(folder);
}

/** The bytes of a drawing's file: its SVG, or the SVG rasterised at its full size into a lossless PNG. */
export async function render(artwork: Artwork, source = artwork.svg()): Promise<Buffer> {
  if (artwork.kind === "vector") return Buffer.from(source.endsWith("\n") ? source : `${source}\n`);
  return sharp(Buffer.from(source), { density: 72 })
    .resize(artwork.width, artwork.height, { fit: "fill" })
    .flatten({ background: "#FFFFFF" })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Brings `outDir` in line with `artworks`: draws what changed, keeps the rest, removes what is gone. */
export async function writeMasters(outDir: string, artworks: readonly Artwork[]): Promise<MastersResult> {
  const cache = await readCache(outDir);
  const next: Cache = { renderer: RENDERER, files: {} };
  const drawn: string[] = [];
  let unchanged = 0;
  const queue = [...artworks];
  // Two at a time: one drawing's SVG is built in JavaScript while the other is rasterised on sharp's threads.
  const worker = async () => {
    for (let artwork = queue.shift(); artwork; artwork = queue.shift()) {
      const file = fileOf(artwork);
      const source = artwork.svg();
      const hash = sha256(source);
      next.files[file] = hash;
      const path = join(outDir, file);
      if (cache.files[file] === hash && existsSync(path)) {
        unchanged++;
        continue;
      }
      const bytes = await render(artwork, source);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.tmp`, bytes);
      await rename(`${path}.tmp`, path);
      drawn.push(file);
    }
  };
  await Promise.all([worker(), worker()]);

  const removed: string[] = [];
  for (const file of await filesUnder(outDir))
    if (file !== CACHE_FILE && !(file in next.files)) {
      await rm(join(outDir, file));
      removed.push(file);
    }
  await mkdir(outDir, { recursive: true });
  await pruneFolders(outDir);
  const sorted = Object.fromEntries(Object.entries(next.files).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(join(outDir, CACHE_FILE), `${JSON.stringify({ ...next, files: sorted }, null, 2)}\n`);
  return { drawn: drawn.sort(), unchanged, removed: removed.sort() };
}

/** Reads the content and writes every master; the summary says what was done and how long it took. */
export async function generateArtwork(
  options: { contentDir?: string; outDir?: string } = {},
): Promise<MastersResult & { total: number; seconds: number; summary: string }> {
  const started = performance.now();
  const content = readSiteContent(options.contentDir ? { contentDir: options.contentDir } : {});
  const artworks = artworkOf(content);
  const result = await writeMasters(options.outDir ?? GENERATED_DIR, artworks);
  const seconds = (performance.now() - started) / 1000;
  const summary = `${artworks.length} drawings: ${result.drawn.length} drawn, ${result.unchanged} unchanged, ${result.removed.length} removed in ${seconds.toFixed(1)} s`;
  return { ...result, total: artworks.length, seconds, summary };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  sharp.concurrency(2);
  const { summary } = await generateArtwork();
  console.log(`src/assets/generated: ${summary}`);
}
