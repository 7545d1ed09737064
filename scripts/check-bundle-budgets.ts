/**
 * Fails when a page's first-load JavaScript or CSS (gzip) grows past its budget in budgets.json.
 * Deterministic: it measures the build's files, not a browser. Prints a table of every page.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../server/site-manifest.ts";
import { firstLoadAssets, gzipBytes } from "./lib/first-load-assets.ts";

interface Budgets {
  firstLoadJsKb: { default: number; pages?: Record<string, number> };
  firstLoadCssKb: { default: number; pages?: Record<string, number> };
}

const root = join(import.meta.dirname, "..");
const buildDir = join(root, "build");
const clientDir = join(buildDir, "client");
const budgets: Budgets = JSON.parse(readFileSync(join(root, "budgets.json"), "utf8"));
const manifest: SiteManifest = JSON.parse(readFileSync(join(buildDir, SITE_MANIFEST_FILE), "utf8"));

const kb = (bytes: number) => bytes / 1024;
const rows: string[] = [];
const failures: string[] = [];
for (const [path, page] of Object.entries(manifest.pages).sort(([a], [b]) => a.localeCompare(b))) {
  const { scripts, styles } = firstLoadAssets(readFileSync(join(clientDir, page.file), "utf8"));
  const js = kb(scripts.reduce((sum, href) => sum + gzipBytes(clientDir, href), 0));
  const css = kb(styles.reduce((sum, href) => sum + gzipBytes(clientDir, href), 0));
  const jsBudget = budgets.firstLoadJsKb.pages?.[path] ?? budgets.firstLoadJsKb.default;
  const cssBudget = budgets.firstLoadCssKb.pages?.[path] ?? budgets.firstLoadCssKb.default;
  const over = js > jsBudget || css > cssBudget;
  rows.push(
    `${path.padEnd(48)} ${js.toFixed(1).padStart(7)} / ${String(jsBudget).padEnd(5)} ${css.toFixed(1).padStart(6)} / ${String(cssBudget).padEnd(4)} ${scripts.length} files${over ? "  OVER" : ""}`,
  );
  if (js > jsBudget) failures.push(`${path}: first-load JavaScript ${js.toFixed(1)} KB > ${jsBudget} KB`);
  if (css > cssBudget) failures.push(`${path}: first-load CSS ${css.toFixed(1)} KB > ${cssBudget} KB`);
}

console.log(`${"page".padEnd(48)} ${"JS KB gz / budget".padStart(19)} ${"CSS KB gz / budget".padStart(18)}`);
console.log(rows.join("\n"));
if (failures.length) {
  console.error(`\nOver budget (budgets.json):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nbundle budgets: ${rows.length} pages within budget`);
