/**
 * Page check (`npm run check:build`): the build has exactly the pages the content implies (lib/build/site-pages.ts:
 * the static routes whose content exists, one page per service file, per template file, per legal document),
 * plus the static HTML copied from public/, and nothing else. Each implied page's head says what the list says
 * (title, description, canonical address, `noindex`, its own share image), and the sitemap lists exactly the
 * indexed pages on the site's origin.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readSiteContent } from "#src/content/read-content.ts";
import { shareImagePath } from "#src/lib/build/seo.ts";
import { type SitePage, sitePagesInEveryLanguage } from "#src/lib/build/site-pages.ts";
import { absoluteUrl } from "#src/lib/build/site-url.ts";
import {
  type BuiltSite,
  decodeEntities,
  headOf,
  isAstroPage,
  ROOT,
  readBuild,
  readPage,
  siteOrigin,
  sitePathsUnder,
} from "./lib/built-site.ts";

/** Pages missing from the build, and pages the build has that nothing implies. */
export function pageSetProblems(
  expected: readonly SitePage[],
  built: readonly string[],
  staticHtml: readonly string[],
): string[] {
  const problems: string[] = [];
  const builtSet = new Set(built);
  for (const page of expected)
    if (!builtSet.has(page.path)) problems.push(`${page.path}: implied by ${page.source}, but not built`);
  for (const path of built) {
    if (expected.some((page) => page.path === path) || staticHtml.includes(path)) continue;
    problems.push(
      path.endsWith(".html")
        ? `${path}: in the build, but not a file of public/`
        : `${path}: built, but no content implies it (add its route to lib/build/site-pages.ts, or remove the page)`,
    );
  }
  for (const path of staticHtml)
    if (!builtSet.has(path)) problems.push(`${path}: in public/, but not in the site manifest`);
  return problems;
}

/** Where a built page's head disagrees with its entry in the list. */
export function headProblems(page: SitePage, html: string, origin: string): string[] {
  const head = headOf(html);
  const problems: string[] = [];
  const expect = (what: string, actual: string | undefined, wanted: string | undefined) => {
    if (actual !== wanted)
      problems.push(`${page.path}: ${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`);
  };
  expect("title", head.title, page.title);
  expect("description", head.description, page.description);
  expect("canonical", head.canonical, absoluteUrl(origin, page.canonical));
  expect("robots", head.robots, page.noIndex ? "noindex" : undefined);
  expect("og:image", head.meta["og:image"], absoluteUrl(origin, shareImagePath(page.path)));
  return problems;
}

export function sitemapProblems(
  locs: readonly string[],
  pages: readonly SitePage[],
  origin: string,
): string[] {
  const wanted = pages.filter((page) => page.indexed).map((page) => absoluteUrl(origin, page.path));
  const problems = wanted.filter((url) => !locs.includes(url)).map((url) => `sitemap: lacks ${url}`);
  for (const loc of locs)
    if (!wanted.includes(loc)) problems.push(`sitemap: lists ${loc}, which is not an indexed page`);
  const twice = locs.filter((loc, index) => locs.indexOf(loc) !== index);
  for (const loc of new Set(twice)) problems.push(`sitemap: lists ${loc} twice`);
  return problems;
}

export function checkPages(
  site: BuiltSite,
  pages = sitePagesInEveryLanguage((locale) => readSiteContent({ locale })),
) {
  const origin = siteOrigin(site);
  const listed = Object.entries(site.manifest.pages);
  const missingFiles = listed.filter(([, page]) => !existsSync(join(site.clientDir, page.file)));
  const built = listed.filter((entry) => !missingFiles.includes(entry)).map(([path]) => path);
  const staticHtml = sitePathsUnder(join(ROOT, "public"), (path) => path.endsWith(".html"));
  const problems = [
    ...missingFiles.map(
      ([path, page]) => `${path}: in the site manifest, but client/${page.file} is missing`,
    ),
    ...pageSetProblems(pages, built, staticHtml),
  ];
  for (const page of pages) {
    if (!built.includes(page.path)) continue;
    problems.push(...headProblems(page, readPage(site, page.path), origin));
    const image = shareImagePath(page.path);
    if (!existsSync(join(site.clientDir, image))) problems.push(`${page.path}: no share image at ${image}`);
  }
  const sitemaps = sitePathsUnder(site.clientDir, (path) => /^\/sitemap-\d+\.xml$/.test(path));
  if (sitemaps.length === 0) problems.push("sitemap: the build has no sitemap-0.xml");
  const locs = sitemaps.flatMap((path) =>
    [...readFileSync(join(site.clientDir, path), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => decodeEntities(loc),
    ),
  );
  problems.push(...sitemapProblems(locs, pages, origin));
  const astroPages = built.filter(isAstroPage).length;
  return {
    name: "pages",
    report: [
      `${pages.length} pages implied by the content, ${astroPages} built by Astro, ${staticHtml.length} static HTML files from public/, ${locs.length} in the sitemap`,
    ],
    problems,
  };
}

if (process.argv[1] === import.meta.filename) {
  const { report, problems } = checkPages(readBuild());
  console.log(report.join("\n"));
  if (problems.length) {
    console.error(`page check:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("page check: the build has every page the content implies, and no other");
}
