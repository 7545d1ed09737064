import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, envField, fontProviders } from "astro/config";
import { loadEnv } from "vite";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from "./contracts/locales.ts";
import { ADMIN_PAGE } from "./scripts/content-editor/admin-files.ts";
import { editorOrigins } from "./scripts/content-editor/decap-config.ts";
import { editorBackend } from "./scripts/content-editor/settings.ts";
import {
  BRAND_CUT_FILE,
  BRAND_CUT_WEIGHTS,
  BRAND_FILE,
  brandCutCodePoints,
  brandRestRange,
  indicContentText,
} from "./scripts/fonts/brand-face.ts";
import { contentText } from "./scripts/fonts/content-text.ts";
import { LANGUAGE_NAME_FACES, languageNameFontFile } from "./scripts/fonts/language-name-faces.ts";
import {
  fontsourceFile,
  fontsourceRange,
  SCRIPT_LOCALES,
  SCRIPT_WEIGHTS,
  type ScriptLocale,
  type ScriptWeight,
  scriptFaceCodePoints,
  scriptFaceFile,
} from "./scripts/fonts/script-faces.ts";
import { unicodeRangeOf } from "./scripts/fonts/unicode-ranges.ts";
import { artwork } from "./scripts/integrations/artwork.ts";
import { buildOutputs } from "./scripts/integrations/build-outputs.ts";
import { clientChunks } from "./scripts/integrations/client-chunks.ts";
import { contentEditor } from "./scripts/integrations/content-editor.ts";
import { criticalStyles } from "./scripts/integrations/critical-css.ts";
import { earlyPage } from "./scripts/integrations/early-page.ts";
import { scriptFaces } from "./scripts/integrations/script-faces.ts";
import { searchIndex } from "./scripts/integrations/search-index.ts";
import { siteHost } from "./scripts/integrations/site-host.ts";
import { translations } from "./scripts/integrations/translations.ts";
import { webmcp } from "./scripts/integrations/webmcp.ts";
import { isIndexedPath } from "./src/lib/build/indexed-paths.ts";
import { SPECULATION_RULES_HASH } from "./src/lib/build/speculation-rules.ts";

/** Each Indic language's CSS variable: its face cut to the content's letters; `-full` the whole @fontsource face. */
const SCRIPT_VARIABLES = { si: "--font-sinhala", ta: "--font-tamil", hi: "--font-devanagari" } as const;

/**
 * A Noto face for one Indic script, in the two static weights the site uses: cut to the letters the content
 * uses (scripts/fonts/script-faces.ts, written by the scriptFaces integration) and answering only for them,
 * then the whole @fontsource face as `<variable>-full`, answering for the script's other letters: fetched only
 * when a page draws one (a later edit not built yet, a visitor's typing).
 */
function notoFaces(locale: ScriptLocale) {
  const cssVariable = SCRIPT_VARIABLES[locale];
  const name = `Noto Sans ${{ si: "Sinhala", ta: "Tamil", hi: "Devanagari" }[locale]}`;
  const face = (src: (weight: ScriptWeight) => string, unicodeRange: string) => ({
    variants: SCRIPT_WEIGHTS.map((weight) => ({
      src: [src(weight)] as [string],
      weight,
      style: "normal" as const,
      unicodeRange: [unicodeRange] as [string],
    })) as [
      { src: [string]; weight: ScriptWeight; style: "normal"; unicodeRange: [string] },
      { src: [string]; weight: ScriptWeight; style: "normal"; unicodeRange: [string] },
    ],
  });
  const subsetRange = unicodeRangeOf(scriptFaceCodePoints(locale, content));
  return [
    {
      provider: fontProviders.local(),
      name,
      cssVariable,
      // No fallbacks: a metric-matched Arial has none of the script's letters to stand in with, and a fallback
      // family in the stack is one more font Chromium opens and asks, at every size and weight (issue 34).
      fallbacks: [],
      options: face((weight) => `./${scriptFaceFile(locale, weight)}`, subsetRange),
    },
    {
      provider: fontProviders.local(),
      name: `${name} Full`,
      cssVariable: `${cssVariable}-full` as const,
      fallbacks: [],
      options: face((weight) => fontsourceFile(locale, weight), fontsourceRange(locale)),
    },
  ];
}
/** The content's text, read once for the three faces' ranges. */
const content = contentText();
/** The Latin characters the Indic pages keep in the brand face's cut (scripts/fonts/brand-face.ts). */
const brandCut = brandCutCodePoints(indicContentText());

// Build-time settings, read once here: `.env` first, the process environment wins.
const env = { ...loadEnv("production", process.cwd(), ""), ...process.env };
const site = env.VITE_SITE_URL || "https://serendib.digital";
/** Where the build goes: `dist` for the real site, `dist-e2e` for the end-to-end tests (see package.json). */
const outDir = env.BUILD_DIR || "dist";
/** Where the browser editor (/admin) saves: the local proxy, or GitHub when CMS_GITHUB_REPO is set. */
const cmsBackend = editorBackend(env, site);

export default defineConfig({
  site,
  outDir: `./${outDir}`,
  output: "static",
  trailingSlash: "never",
  // English at the site's own addresses, the other languages under their code (contracts/locales.ts); the
  // pages live in src/pages/[...locale]/.
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // `/about` is `about.html`: every host serves it at `/about` without a redirect. The CSS is written inline,
  // then the criticalStyles integration keeps inline only the rules each page's HTML and scripts can use.
  build: { format: "file", inlineStylesheets: "always" },
  integrations: [
    // First: the pages' generated images must exist before anything loads them.
    artwork(),
    // Before the fonts are read: the Indic faces cut to the content's letters.
    scriptFaces(),
    translations(),
    react(),
    sitemap({
      filter: (page) => isIndexedPath(new URL(page).pathname),
      // Each page lists itself in every language; English also stands for any other (x-default).
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_INFO[locale].tag])),
      },
      serialize: (item) => {
        const english = item.links?.find((link) => link.lang === LOCALE_INFO[DEFAULT_LOCALE].tag);
        if (english) item.links = [...item.links!, { lang: "x-default", url: english.url }];
        return item;
      },
    }),
    earlyPage(),
    contentEditor({ backend: cmsBackend, siteUrl: site }),
    // Before the host integration: it compresses the shared style sheet this one writes.
    criticalStyles(),
    // Before the site host: Pagefind's files are precompressed with the rest.
    searchIndex({ outDir }),
    siteHost({
      outDir,
      emailConfigured: Boolean(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID),
      editor: { ...ADMIN_PAGE, origins: editorOrigins(cmsBackend) },
    }),
    buildOutputs({ outDir }),
    webmcp(),
    clientChunks({ outDir }),
  ],
  env: {
    schema: {
      VITE_SITE_URL: envField.string({ context: "client", access: "public", url: true, default: site }),
      VITE_EMAILJS_PUBLIC_KEY: envField.string({ context: "client", access: "public", optional: true }),
      VITE_EMAILJS_SERVICE_ID: envField.string({ context: "client", access: "public", optional: true }),
      VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID: envField.string({
        context: "client",
        access: "public",
        optional: true,
      }),
      VITE_EMAILJS_LAUNCH_TEMPLATE_ID: envField.string({
        context: "client",
        access: "public",
        optional: true,
      }),
    },
  },
  // Astro hashes every inline script it writes (island runtime, directives, speculation rules, the early
  // page script) and hands each page's policy to the host integration, which serves it as a header.
  // Our own inline script: the speculation rules (src/lib/build/speculation-rules.ts).
  security: { csp: { scriptDirective: { hashes: [SPECULATION_RULES_HASH] } } },
  markdown: { syntaxHighlight: false },
  // One self-hosted variable font (Latin only), preloaded, with a size-matched local fallback so the swap
  // does not move the text.
  fonts: [
    // Each Indic script's face, static 400 and 700, self-hosted from @fontsource and cut to the content's
    // letters: a page loads only its language's (Document.astro), after the brand face that draws its Latin
    // letters.
    ...SCRIPT_LOCALES.flatMap(notoFaces),
    // Every page names every language in itself (switcher, footer): these faces hold only the letters of
    // those names (scripts/fonts/language-names.ts), each fetched only when its script is drawn.
    {
      provider: fontProviders.local(),
      name: "Serendib Language Names",
      cssVariable: "--font-language-names",
      fallbacks: [],
      options: {
        variants: (["si", "ta", "hi"] as const).map((locale) => ({
          src: [`./${languageNameFontFile(locale)}`] as [string],
          weight: "400 700",
          style: "normal" as const,
          unicodeRange: [LANGUAGE_NAME_FACES[locale].unicodeRange] as [string],
        })) as unknown as [{ src: [string]; weight: string; style: "normal"; unicodeRange: [string] }],
      },
    },
    {
      provider: fontProviders.local(),
      name: "Plus Jakarta Sans",
      cssVariable: "--font-jakarta",
      fallbacks: ["ui-sans-serif", "system-ui", "sans-serif"],
      options: { variants: [{ src: [BRAND_FILE], weight: "200 800", style: "normal" }] },
    },
    // The Indic pages' brand face: cut to the Latin characters they use (preloaded there instead of the whole
    // one), then the whole file answering only for the rest of its range, fetched only if a page draws one.
    {
      provider: fontProviders.local(),
      name: "Plus Jakarta Sans Cut",
      cssVariable: "--font-jakarta-cut",
      fallbacks: [],
      options: {
        variants: [
          {
            src: [`./${BRAND_CUT_FILE}`],
            weight: `${BRAND_CUT_WEIGHTS.min} ${BRAND_CUT_WEIGHTS.max}`,
            style: "normal",
            unicodeRange: [unicodeRangeOf(brandCut)],
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: "Plus Jakarta Sans Rest",
      cssVariable: "--font-jakarta-rest",
      fallbacks: ["ui-sans-serif", "system-ui", "sans-serif"],
      options: {
        variants: [
          { src: [BRAND_FILE], weight: "200 800", style: "normal", unicodeRange: [brandRestRange(brandCut)] },
        ],
      },
    },
  ],
  image: {
    service: {
      entrypoint: "astro/assets/services/sharp",
      config: { avif: { effort: 3 }, webp: { effort: 5 }, jpeg: { mozjpeg: true } },
    },
  },

  vite: {
    plugins: [tailwindcss()],
    build: { assetsInlineLimit: 0 },
    // `astro dev` has no /api/*: forward it to the Hono server (`npm run serve`).
    server: { proxy: { "/api": `http://127.0.0.1:${env.PORT || "3000"}` } },
  },
});
