import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import type { Artwork } from "./artwork.ts";
import { writeMasters } from "./generate.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const outDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "artwork-masters-"));
  dirs.push(dir);
  return dir;
};

const box = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30"><rect width="40" height="30" fill="${fill}"/><circle cx="20" cy="15" r="9" fill="#0B1B2B"/></svg>`;
const poster = (fill = "#14B8A6"): Artwork => ({
  key: "portfolio/poster",
  kind: "raster",
  width: 40,
  height: 30,
  svg: () => box(fill),
});
const logo: Artwork = {
  key: "partners/logo",
  kind: "vector",
  width: 40,
  height: 30,
  svg: () => box("#F4A300"),
};

describe("writeMasters", () => {
  it("writes a lossless PNG at full size per raster drawing and the SVG per vector drawing", async () => {
    const dir = outDir();
    const result = await writeMasters(dir, [poster(), logo]);
    expect(result).toEqual({
      drawn: ["partners/logo.svg", "portfolio/poster.png"],
      unchanged: 0,
      removed: [],
    });
    const png = readFileSync(join(dir, "portfolio/poster.png"));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 40, height: 30, channels: 3 });
    // Lossless: the pixels are exactly the rasterised drawing's.
    const pixels = await sharp(png).raw().toBuffer();
    const expected = await sharp(Buffer.from(box("#14B8A6")), { density: 72 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(pixels.equals(expected)).toBe(true);
    expect(readFileSync(join(dir, "partners/logo.svg"), "utf8")).toBe(`${box("#F4A300")}\n`);
  });

  it("skips drawings whose SVG did not change, and draws again the changed and the missing", async () => {
    const dir = outDir();
    await writeMasters(dir, [poster(), logo]);
    expect(await writeMasters(dir, [poster(), logo])).toEqual({ drawn: [], unchanged: 2, removed: [] });
    expect((await writeMasters(dir, [poster("#F87171"), logo])).drawn).toEqual(["portfolio/poster.png"]);
    rmSync(join(dir, "partners/logo.svg"));
    expect((await writeMasters(dir, [poster("#F87171"), logo])).drawn).toEqual(["partners/logo.svg"]);
  });

  it("draws everything again when the cache is unreadable", async () => {
    const dir = outDir();
    await writeMasters(dir, [poster(), logo]);
    writeFileSync(join(dir, ".drawings.json"), "{ not json");
    expect((await writeMasters(dir, [poster(), logo])).drawn).toHaveLength(2);
  });

  it("removes the files of keys that no longer exist, and their empty folders", async () => {
    const dir = outDir();
    await writeMasters(dir, [poster(), logo]);
    writeFileSync(join(dir, "stray.png"), "left over");
    const result = await writeMasters(dir, [logo]);
    expect(result.removed).toEqual(["portfolio/poster.png", "stray.png"]);
    expect(existsSync(join(dir, "portfolio"))).toBe(false);
    expect(existsSync(join(dir, "partners/logo.svg"))).toBe(true);
  });

  it("is deterministic: the same drawings give byte-identical files", async () => {
    const [a, b] = [outDir(), outDir()];
    await writeMasters(a, [poster(), logo]);
    await writeMasters(b, [poster(), logo]);
    for (const file of ["portfolio/poster.png", "partners/logo.svg", ".drawings.json"])
      expect(readFileSync(join(a, file)).equals(readFileSync(join(b, file))), file).toBe(true);
  });
});

describe("the site's drawings", () => {
  it("render to the same PNG bytes every time", async () => {
    const { readSiteContent } = await import("#src/content/read-content.ts");
    const { artworkOf } = await import("./artwork.ts");
    const { render } = await import("./generate.ts");
    const founder = artworkOf(readSiteContent()).find(({ key }) => key === "people/founder")!;
    const [first, second] = [await render(founder), await render(founder)];
    expect(first.equals(second)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ format: "png", width: 800, height: 1000 });
  });
});
