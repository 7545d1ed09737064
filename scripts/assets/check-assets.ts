// Regenerates every asset into a temporary directory and compares it byte for byte with the committed files.
// Exit code 1 on any difference (changed, missing or stale file).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, IMAGES_DIR, listFiles, MANIFEST, ROOT, SHEETS_DIR } from "./build-assets.ts";

const tmp = await mkdtemp(join(tmpdir(), "serendib-assets-"));
try {
  await build(tmp);
  const generated = await listFiles(tmp);
  const committedImages = (await listFiles(join(ROOT, IMAGES_DIR))).map((f) => join(IMAGES_DIR, f));
  const committedSheets = (await listFiles(join(ROOT, SHEETS_DIR))).map((f) => join(SHEETS_DIR, f));
  const problems: string[] = [];
  for (const rel of generated) {
    const a = await readFile(join(tmp, rel));
    const b = await readFile(join(ROOT, rel)).catch(() => null);
    if (!b) problems.push(`missing in repo: ${rel}`);
    else if (!a.equals(b)) problems.push(`differs: ${rel}`);
  }
  const made = new Set(generated);
  for (const rel of [...committedImages, ...committedSheets])
    if (!made.has(rel)) problems.push(`stale: ${rel}`);
  if (!made.has(MANIFEST)) problems.push(`manifest not generated: ${MANIFEST}`);
  if (problems.length > 0) {
    console.error(
      `${problems.length} asset difference(s); run npm run assets and commit:\n${problems.join("\n")}`,
    );
    process.exitCode = 1;
  } else console.log(`assets up to date: ${generated.length} files identical`);
} finally {
  await rm(tmp, { recursive: true, force: true });
}
