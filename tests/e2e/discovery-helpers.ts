/**
 * What the discovery and sweep specs share: the site's pages as the content implies them (the page check in
 * `npm run check:build` makes sure the build has exactly these), reading a page's head, and opening a page
 * whether or not it has the splash (pages outside the shared layout do not).
 */
import { expect, type Page } from "@playwright/test";
import { localizedPath } from "#contracts/locales.ts";
import { isNotFoundPage } from "#contracts/not-found-pages.ts";
import { headOf } from "#scripts/lib/built-site.ts";
import { readSiteContent } from "#src/content/read-content.ts";
import { sitePages, sitePagesInEveryLanguage } from "#src/lib/build/site-pages.ts";
import { dismissSplash } from "./fixtures";
import { content } from "./site-content";

/** The English pages. */
export const pages = sitePages(content);

/** Every page in every language (`/`, `/si`, `/ta/about`…). */
export const pagesInEveryLanguage = sitePagesInEveryLanguage((locale) => readSiteContent({ locale }));

/** Collections this branch may not have yet (templates, pricing packages), read loosely. */
export const looseContent = content as unknown as Record<
  string,
  { id: string; data: Record<string, unknown> }[]
>;

/** The not-found pages, which the server answers with status 404. */
export const statusOf = (path: string) => (isNotFoundPage(path) ? 404 : 200);

export { headOf };

/** Where the end-to-end server listens (playwright.config.ts). */
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`;

/** The path of an absolute address of the site (built for VITE_SITE_URL, served here on 127.0.0.1). */
export const localPath = (url: string) => new URL(url).pathname;

/**
 * Opens a page and closes the splash where the page has one. A page in another language is reached from
 * another page of the site, so that no splash greets it (the splash is tested in English).
 */
export async function openPage(page: Page, path: string) {
  const english = localizedPath(path, "en") === path;
  const response = await page.goto(path, {
    waitUntil: "load",
    ...(english ? {} : { referer: BASE }),
  });
  expect(response?.status(), path).toBe(statusOf(path));
  if (await page.getByRole("button", { name: "Continue to Website" }).isVisible()) await dismissSplash(page);
}

/** The schema.org types a page's structured data has, in order. */
export function expectedJsonLdTypes(path: string, noIndex: boolean, offices: number): string[] {
  if (noIndex) return [];
  if (path === "/")
    return ["Organization", "WebSite", ...Array.from({ length: offices }, () => "ProfessionalService")];
  if (path.split("/").filter(Boolean).length === 2)
    return path.startsWith("/services/")
      ? ["BreadcrumbList", "Service"]
      : path.startsWith("/case-studies/") || path.startsWith("/insights/")
        ? ["BreadcrumbList", "Article"]
        : ["BreadcrumbList"];
  return [];
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
