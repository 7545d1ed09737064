// Prints the image byte budget: per raster image, the variant a 375 px phone at 2x picks and the variant a
// 1440 px desktop (1x) picks, in AVIF (what current browsers choose) with the JPEG fallback for reference.
// Flags anything over 80 KB (phone) or 200 KB (desktop), and the home page's above-the-fold total at 375 px.
// Usage: node scripts/assets/image-budget.ts [--write-docs]   (exit code 1 when a budget is broken)
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileName, IMAGES_DIR, ROOT } from "./build-assets.ts";
import { groups } from "./groups/index.ts";
import type { RasterJob } from "./lib/types.ts";

const PHONE_LIMIT = 80 * 1024;
const DESKTOP_LIMIT = 200 * 1024;
const HOME_LIMIT = 150 * 1024;

const kb = (b: number): string => `${(b / 1024).toFixed(1)}`;

function pick(job: RasterJob, cssWidth: number, dpr: number): number {
  const need = cssWidth * dpr;
  return job.widths.find((w) => w >= need) ?? job.widths.at(-1)!;
}

async function size(rel: string): Promise<number> {
  return (await stat(join(ROOT, rel))).size;
}

const rasters = groups.flatMap((g) => g.jobs).filter((j): j is RasterJob => j.kind === "raster");
const rows: string[] = [];
let over = 0;
let totalPhone = 0;
let maxPhone = 0;
let maxDesktop = 0;
for (const job of rasters) {
  const pw = pick(job, job.display.phone, 2);
  const dw = pick(job, job.display.desktop, 1);
  const phone = await size(join(IMAGES_DIR, fileName(job.key, pw, "avif")));
  const desktop = await size(join(IMAGES_DIR, fileName(job.key, dw, "avif")));
  const fallback = job.formats.at(-1)!;
  const phoneFallback = await size(join(IMAGES_DIR, fileName(job.key, pw, fallback)));
  const flags = [phone > PHONE_LIMIT ? "PHONE>80" : "", desktop > DESKTOP_LIMIT ? "DESKTOP>200" : ""].filter(
    Boolean,
  );
  if (flags.length) over++;
  totalPhone += phone;
  maxPhone = Math.max(maxPhone, phone);
  maxDesktop = Math.max(maxDesktop, desktop);
  rows.push(
    `| ${job.key} | ${pw} | ${kb(phone)} | ${kb(phoneFallback)} | ${dw} | ${kb(desktop)} | ${flags.join(" ") || "ok"} |`,
  );
}

// Home page, 375 px, before scrolling: splash founder portrait + home hero + logo.
const founder = rasters.find((j) => j.key === "people/founder")!;
const hero = rasters.find((j) => j.key === "heroes/home")!;
const aboveFold = [
  [
    "people/founder (avif)",
    await size(join(IMAGES_DIR, fileName(founder.key, pick(founder, founder.display.phone, 2), "avif"))),
  ],
  [
    "heroes/home (avif)",
    await size(join(IMAGES_DIR, fileName(hero.key, pick(hero, hero.display.phone, 2), "avif"))),
  ],
  ["brand/logo-light (svg)", await size(join(IMAGES_DIR, "brand/logo-light.svg"))],
] as const;
const homeTotal = aboveFold.reduce((s, [, b]) => s + b, 0);
const heroPhone = aboveFold[1][1];

const out = [
  `Raster images: ${rasters.length}. Phone = 375 px viewport at 2x; desktop = 1440 px viewport at 1x. Sizes in KB (AVIF unless noted).`,
  "",
  "| image | phone w | phone KB | phone fallback KB | desktop w | desktop KB | budget |",
  "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows,
  "",
  `Largest phone variant: ${kb(maxPhone)} KB (limit 80). Largest desktop variant: ${kb(maxDesktop)} KB (limit 200). Images over budget: ${over}.`,
  `Home page above the fold at 375 px: ${aboveFold.map(([k, b]) => `${k} ${kb(b)} KB`).join(" + ")} = ${kb(homeTotal)} KB (limit 150; home hero ${kb(heroPhone)} KB, target ≤ 60).`,
  `Average phone variant: ${kb(totalPhone / rasters.length)} KB.`,
].join("\n");

console.log(out);

if (process.argv.includes("--write-docs")) {
  const docs = join(ROOT, "docs/imagery.md");
  const text = await readFile(docs, "utf8");
  const start = "<!-- budget:start -->";
  const end = "<!-- budget:end -->";
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < 0) throw new Error("docs/imagery.md lacks the budget markers");
  await writeFile(docs, `${text.slice(0, a + start.length)}\n${out}\n${text.slice(b)}`);
  console.log("\nwritten to docs/imagery.md");
}

if (over > 0 || homeTotal > HOME_LIMIT) process.exitCode = 1;
