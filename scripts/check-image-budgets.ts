/**
 * Image budgets (`npm run check:build`): every image file a built page links (its `<img>` and `<source>`
 * candidates, and the images its islands receive) must be small enough for a phone: at most 80 KB for a
 * candidate of 800 px or less (what a 375 px phone at 2x picks), at most 200 KB for any other. Raster images in
 * `_astro/` that no page, style sheet or script links fail too: they ship for nothing (a full-size master, say).
 *   node scripts/check-image-budgets.ts
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type BuiltSite, builtPages, readBuild, readPage, sitePathsUnder, tagsOf } from "./lib/built-site.ts";

const PHONE_LIMIT_KB = 80;
const LIMIT_KB = 200;
/** Candidates up to this width are what phones pick. */
const PHONE_WIDTH = 800;

const IMAGE_PATH = /\/_astro\/[^\s"'&,)]+?\.(?:avif|webp|jpe?g|png|svg)/g;
const RASTER = /\.(?:avif|webp|jpe?g|png)$/;

/** The build's images a page links, each with the narrowest width it is offered at (if a srcset says). */
export function linkedImages(html: string): Map<string, number | undefined> {
  const linked = new Map<string, number | undefined>();
  const link = (url: string, width?: number) => {
    if (!url.startsWith("/_astro/")) return;
    const known = linked.get(url);
    linked.set(url, known === undefined ? width : width === undefined ? known : Math.min(known, width));
  };
  for (const tag of tagsOf(html, ["img", "source"])) {
    for (const part of (tag.attributes.srcset ?? "").split(",")) {
      const [url, descriptor] = part.trim().split(/\s+/);
      if (url) link(url, descriptor?.endsWith("w") ? Number.parseInt(descriptor, 10) : undefined);
    }
    if (tag.attributes.src) link(tag.attributes.src);
  }
  // Islands receive their pictures as props (the gallery viewer's large sizes).
  for (const [url] of html.matchAll(IMAGE_PATH)) link(url);
  return linked;
}

export interface LinkedImage {
  url: string;
  /** The narrowest width a srcset offers it at. */
  width: number | undefined;
  kb: number;
  page: string;
}

export function imageBudgetProblems(images: readonly LinkedImage[], unlinked: readonly string[]): string[] {
  const problems: string[] = [];
  for (const { url, width, kb, page } of images) {
    const limit = width !== undefined && width <= PHONE_WIDTH ? PHONE_LIMIT_KB : LIMIT_KB;
    if (kb > limit) problems.push(`${url} (on ${page}): ${kb.toFixed(1)} KB, over ${limit} KB`);
  }
  for (const url of unlinked) problems.push(`${url}: in the build, but nothing links it`);
  return problems;
}

export function checkImageBudgets(site: BuiltSite) {
  const images = new Map<string, LinkedImage>();
  for (const page of builtPages(site))
    for (const [url, width] of linkedImages(readPage(site, page))) {
      const known = images.get(url);
      if (known)
        known.width = known.width === undefined ? width : Math.min(known.width, width ?? known.width);
      else {
        let kb: number;
        try {
          kb = statSync(join(site.clientDir, url)).size / 1024;
        } catch {
          continue; // A missing file is the link check's to report.
        }
        images.set(url, { url, width, kb, page });
      }
    }
  const fromAssets = new Set(
    sitePathsUnder(site.clientDir, (path) => /\.(?:css|js)$/.test(path)).flatMap((asset) =>
      [...readFileSync(join(site.clientDir, asset), "utf8").matchAll(IMAGE_PATH)].map(([url]) => url),
    ),
  );
  const unlinked = sitePathsUnder(join(site.clientDir, "_astro"), (path) => RASTER.test(path))
    .map((path) => `/_astro${path}`)
    .filter((url) => !images.has(url) && !fromAssets.has(url));

  const all = [...images.values()];
  const phone = all.filter(({ width }) => width !== undefined && width <= PHONE_WIDTH);
  const largest = (list: LinkedImage[]) =>
    list.reduce((a, b) => (b.kb > a.kb ? b : a), { url: "(none)", kb: 0, width: undefined, page: "" });
  const report = [
    `${all.length} image files linked by the pages, ${(all.reduce((sum, { kb }) => sum + kb, 0) / 1024).toFixed(1)} MB in all.`,
    `Largest a phone picks (≤ ${PHONE_WIDTH} px): ${largest(phone).kb.toFixed(1)} KB, ${largest(phone).url} (limit ${PHONE_LIMIT_KB}).`,
    `Largest: ${largest(all).kb.toFixed(1)} KB, ${largest(all).url} (limit ${LIMIT_KB}).`,
  ];
  return { name: "image budgets", report, problems: imageBudgetProblems(all, unlinked) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { report, problems } = checkImageBudgets(readBuild());
  console.log(report.join("\n"));
  if (problems.length) {
    console.error(`FAILED (${problems.length}):\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  }
}
