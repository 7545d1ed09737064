/**
 * Files for search engines, social previews and AI agents, written into the client build after the pages are
 * pre-rendered: sitemap.xml, robots.txt, llms.txt, /.well-known/ai-catalog.json, agent-tools.json, and a share
 * image per page (og/<slug>.png) plus the organisation logo. The page list is the pre-render list (`sitePages`);
 * titles, descriptions and the canonical origin are read back from the built HTML, so they always agree.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { packagesPage } from "../../app/content/packages.ts";
import { serviceCatalogue } from "../../app/content/service-catalogue.ts";
import { siteConfig } from "../../app/content/site-config.ts";
import { NOT_FOUND_PATH, sitePages } from "../../app/content/site-map.ts";
import { templateCatalogue } from "../../app/content/template-catalogue.ts";
import { AGENT_TOOLS_DATA_PATH } from "../../app/features/webmcp/agent-tools-data.ts";
import { pageName } from "../../app/lib/seo.ts";
import { LOGO_PATH, LOGO_SIZE } from "../../app/lib/structured-data.ts";
import { agentToolsData } from "./agent-tools-data.ts";
import { aiCatalog } from "./ai-catalog.ts";
import { type BuiltPage, readBuiltPage } from "./built-page.ts";
import { llmsTxt } from "./llms-txt.ts";
import { logoSvg, renderPng, SHARE_HEIGHT, SHARE_WIDTH, shareImageSvg } from "./share-image.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const isNested = (path: string) => path.split("/").filter(Boolean).length > 1;

function write(clientDir: string, path: string, body: string | Buffer) {
  const file = join(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

function readPages(clientDir: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  for (const path of [...sitePages.map((page) => page.path), NOT_FOUND_PATH]) {
    const file = join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
    pages.set(path, readBuiltPage(readFileSync(file, "utf8")));
  }
  return pages;
}

export async function generateSiteFiles(clientDir: string): Promise<void> {
  const started = performance.now();
  const pages = readPages(clientDir);
  const homeCanonical = pages.get("/")?.canonical;
  if (!homeCanonical) throw new Error("site files: the built home page has no canonical link");
  const origin = new URL(homeCanonical).origin;
  const absoluteUrl = (path: string) => (path === "/" ? `${origin}/` : `${origin}${path}`);
  const host = new URL(origin).host;

  write(clientDir, "sitemap.xml", sitemapXml(sitePages, absoluteUrl));
  write(clientDir, "robots.txt", robotsTxt(absoluteUrl));

  const keyPages = sitePages
    .filter((page) => page.indexed && !isNested(page.path))
    .map((page) => {
      const built = pages.get(page.path)!;
      return {
        path: page.path,
        name: page.path === "/" ? "Home" : pageName(built.title),
        description: built.description,
      };
    });
  write(
    clientDir,
    "llms.txt",
    llmsTxt({
      site: siteConfig,
      services: serviceCatalogue,
      templates: templateCatalogue,
      pages: keyPages,
      absoluteUrl,
    }),
  );
  write(
    clientDir,
    ".well-known/ai-catalog.json",
    `${JSON.stringify(aiCatalog({ name: siteConfig.name, host, absoluteUrl, logoPath: LOGO_PATH }), null, 2)}\n`,
  );
  const toolsData = agentToolsData({
    services: serviceCatalogue,
    templates: templateCatalogue,
    packagesPage: packagesPage as Record<string, unknown>,
    absoluteUrl,
  });
  write(clientDir, AGENT_TOOLS_DATA_PATH.slice(1), JSON.stringify(toolsData));

  // Share images: one per image a page names under /og/, drawn from the page that names it.
  const images = new Map<string, BuiltPage>();
  for (const [path, page] of pages) {
    const image = page.image?.startsWith(`${origin}/og/`) ? page.image.slice(origin.length) : undefined;
    if (!image) throw new Error(`site files: ${path} has no share image under /og/ (${page.image})`);
    if (!images.has(image)) images.set(image, page);
  }
  if (!images.has("/og/default.png")) images.set("/og/default.png", pages.get("/")!);
  const brand = {
    first: siteConfig.name.split(" ")[0] ?? siteConfig.name,
    second: siteConfig.name.split(" ").slice(1).join(" "),
  };
  const jobs = [...images].map(async ([image, page]) => {
    const canonicalPath = page.canonical ? new URL(page.canonical).pathname : "/";
    const source = shareImageSvg({
      heading: image === "/og/default.png" ? siteConfig.tagline : pageName(page.title),
      description: image === "/og/default.png" ? siteConfig.description : page.description,
      address: `${host}${canonicalPath === "/" ? "" : canonicalPath}`,
      brand,
    });
    write(clientDir, image.slice(1), await renderPng(source, SHARE_WIDTH, SHARE_HEIGHT));
  });
  jobs.push(
    renderPng(logoSvg(LOGO_SIZE), LOGO_SIZE, LOGO_SIZE).then((png) =>
      write(clientDir, LOGO_PATH.slice(1), png),
    ),
  );
  await Promise.all(jobs);

  console.log(
    `site files: sitemap.xml, robots.txt, llms.txt, ai-catalog.json, agent-tools.json and ${images.size} share images in ${Math.round(performance.now() - started)} ms.`,
  );
}
