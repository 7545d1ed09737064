/**
 * The routes a benchmark visits (every page of the build) and, for each, its main control: the island a
 * visitor comes to use, or the menu button on pages that are read rather than used.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../../server/site-manifest.ts";

export type PageKind = "content" | "interactive";

export interface BenchRoute {
  path: string;
  kind: PageKind;
  /** The island (its component export name) a visitor uses first on this page; none: links only. */
  mainControl: string | null;
}

/** Pages where the visitor comes to do something, and the island they do it with. */
const INTERACTIVE: Array<[RegExp, string | null]> = [
  [/^\/contact$/, "ContactForm"],
  [/^\/get-quote$/, "QuoteForm"],
  [/^\/packages$/, "PackageBrowser"],
  [/^\/portfolio$/, "Gallery"],
  [/^\/(?:shopping|shop|templates)$/, "TemplateCatalogue"],
  [/^\/templates\/[^/]+$/, null],
  [/^\/launching-soon$/, "LaunchSignup"],
];

const NOT_A_ROUTE = /^\/(?:404|service-not-found|template-not-found|admin)$|\.html$/;

export function benchRoutes(buildDir: string): BenchRoute[] {
  const manifest: SiteManifest = JSON.parse(readFileSync(join(buildDir, SITE_MANIFEST_FILE), "utf8"));
  return Object.keys(manifest.pages)
    .filter((path) => !NOT_A_ROUTE.test(path))
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
    .map((path) => {
      const interactive = INTERACTIVE.find(([pattern]) => pattern.test(path));
      return interactive
        ? { path, kind: "interactive", mainControl: interactive[1] }
        : { path, kind: "content", mainControl: "MobileMenu" };
    });
}
