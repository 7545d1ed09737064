/**
 * The checks that run on a finished build (`npm run check:build`, after `npm run build:e2e` in `npm test`):
 * bundle budgets, links, pages, image budgets, and each language's pages and translations (a page English has
 * that a language lacks fails it). Each runs even when an earlier one failed; the command fails if any did.
 * BUILD_DIR picks the build (default dist-e2e).
 */
import { checkBundleBudgets } from "./check-bundle-budgets.ts";
import { checkImageBudgets } from "./check-image-budgets.ts";
import { checkLinks } from "./check-links.ts";
import { checkPages } from "./check-pages.ts";
import { readBuild } from "./lib/built-site.ts";
import { checkTranslations } from "./lib/translation-status.ts";

const site = readBuild();
let failed = false;
for (const check of [checkBundleBudgets, checkLinks, checkPages, checkImageBudgets, checkTranslations]) {
  let result: { name: string; report: string[]; problems: string[] };
  try {
    result = check(site);
  } catch (error) {
    result = { name: check.name, report: [], problems: [(error as Error).stack ?? String(error)] };
  }
  const { name, report, problems } = result;
  console.log(`\n== ${name}\n${report.join("\n")}`);
  if (problems.length) {
    failed = true;
    console.error(`FAILED (${problems.length}):\n  ${problems.join("\n  ")}`);
  } else console.log("ok");
}
process.exit(failed ? 1 : 0);
