// Dev helper: render one image key's SVG to a PNG for a quick look. Usage: node scripts/assets/preview.ts KEY OUT.png [width]
import sharp from "sharp";
import { groups } from "./groups/index.ts";

const [key, out, width] = process.argv.slice(2);
const job = groups.flatMap((g) => g.jobs).find((j) => j.key === key);
if (!job || !out) throw new Error(`usage: preview.ts KEY OUT.png [width]; unknown key ${key}`);
const w = Number(width ?? 800);
await sharp(Buffer.from(job.svg()), { density: (72 * w) / job.width })
  .resize(w)
  .png()
  .toFile(out);
