/**
 * The routes a benchmark visits (every page of the build) and, for each, its main control: the island a
 * visitor comes to use, or the menu button on pages that are read rather than used.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, localeOfPath } from "#contracts/locales.ts";
import { isNotFoundPage } from "#contracts/not-found-pages.ts";
import { SITE_MANIFEST_FILE, type SiteManifest } from "#server/site-manifest.ts";
import type { FirstTap } from "./first-tap.ts";

type PageKind = "content" | "interactive";

export interface BenchRoute {
  path: string;
  kind: PageKind;
  /** The island (its component export name) a visitor uses first on this page; none: links only. */
  mainControl: string | null;
  /** What a visitor taps first, as plain HTML (issue 19); none: links only. */
  firstTap: FirstTap | null;
  /** The form whose hand-off to the messaging app is timed, if the page's main control is one. */
  form: string | null;
}

const MENU: FirstTap = { selector: "button[popovertarget='mobile-menu']", effect: "popover-open" };
const choice = (name: string): FirstTap => ({
  selector: `input[name='${name}'][data-choice='1']`,
  effect: "checked",
});

/** Pages where the visitor comes to do something, and the island they do it with. */
const CONTACT = "form[action$='/api/forms/contact']";
const QUOTE = "form[action$='/api/forms/quote']";
const LAUNCH = "form[action$='/api/forms/launch']";
const INTERACTIVE: Array<
  [RegExp, { island: string | null; firstTap: FirstTap | null; form: string | null }]
> = [
  [
    /^\/contact$/,
    {
      island: "ContactForm",
      firstTap: { selector: `${CONTACT} [name=name]`, effect: "typed" },
      form: CONTACT,
    },
  ],
  [
    /^\/get-quote$/,
    {
      island: "QuoteForm",
      firstTap: { selector: `${QUOTE} [name=services]`, effect: "checked" },
      form: QUOTE,
    },
  ],
  [/^\/packages$/, { island: null, firstTap: choice("package-category"), form: null }],
  [/^\/portfolio$/, { island: "Gallery", firstTap: choice("gallery-category"), form: null }],
  [
    /^\/(?:shopping|shop|templates)$/,
    { island: "TemplateCatalogue", firstTap: choice("template-category"), form: null },
  ],
  [/^\/templates\/[^/]+$/, { island: null, firstTap: null, form: null }],
  [
    /^\/launching-soon$/,
    {
      island: "LaunchSignup",
      firstTap: { selector: `${LAUNCH} [name=email]`, effect: "typed" },
      form: LAUNCH,
    },
  ],
];

/**
 * Not a page a visitor comes to: the not-found pages, the editor, the template demos' static files. The other
 * languages' pages are the same routes (`npm run bench:languages` measures them against English).
 */
const notARoute = (path: string) =>
  isNotFoundPage(path) ||
  path === "/admin" ||
  path.endsWith(".html") ||
  localeOfPath(path) !== DEFAULT_LOCALE;

export function benchRoutes(buildDir: string): BenchRoute[] {
  const manifest: SiteManifest = JSON.parse(readFileSync(join(buildDir, SITE_MANIFEST_FILE), "utf8"));
  return Object.keys(manifest.pages)
    .filter((path) => !notARoute(path))
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
    .map((path) => {
      const interactive = INTERACTIVE.find(([pattern]) => pattern.test(path));
      return interactive
        ? { path, kind: "interactive", mainControl: interactive[1].island, ...interactive[1] }
        : { path, kind: "content", mainControl: null, firstTap: MENU, form: null };
    });
}
