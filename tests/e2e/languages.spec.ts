/**
 * The site in four languages: each page exists in English, Sinhala, Tamil and Hindi, says which it is, names
 * the others for search engines, and its switcher leads to the same page in each (with scripting off too).
 * Their script's letters come from its Noto face cut to the content (scripts/fonts/script-faces.ts), their Latin
 * ones from the brand face cut to the Latin characters they use (scripts/fonts/brand-face.ts).
 * Every page's axe, head and status in every language: site-sweep.spec.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_INFO, LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { BRAND_FILE } from "#scripts/fonts/brand-face.ts";
import { fontsourceFile, SCRIPT_WEIGHTS } from "#scripts/fonts/script-faces.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { pagesInEveryLanguage } from "./discovery-helpers";
import { expect, test } from "./fixtures";

const layoutOf = (locale: Locale) => single(readSiteContent({ locale }).layout, "layout");
const layoutIn = Object.fromEntries(LOCALES.map((locale) => [locale, layoutOf(locale)])) as Record<
  Locale,
  ReturnType<typeof layoutOf>
>;

test("every page says its language and names itself in the others, English for anyone else", async ({
  request,
}) => {
  for (const locale of LOCALES) {
    const path = localizedPath("/services/seo-optimization", locale);
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => [hreflang, new URL(href!).pathname],
    );
    expect(alternates).toEqual([
      ...LOCALES.map((other) => [LOCALE_INFO[other].tag, localizedPath("/services/seo-optimization", other)]),
      ["x-default", "/services/seo-optimization"],
    ]);
  }
});

test("the language switcher leads to the same page in each language, and back; the footer names them too", async ({
  page,
  visit,
}) => {
  await visit("/services");
  const switcher = (label: string) => page.getByRole("button", { name: new RegExp(`^${label}`) });
  await switcher(layoutIn.en.languages.label).click();
  const menu = page.locator("#language-menu");
  await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: LOCALE_INFO.ta.name }).click();
  await expect(page).toHaveURL(/\/ta\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta-LK");
  const title = pagesInEveryLanguage.find((entry) => entry.path === "/ta/services")!.title;
  await expect(page).toHaveTitle(title);
  const footer = page.getByRole("contentinfo").getByRole("navigation", { name: layoutIn.ta.languages.label });
  await expect(footer.getByRole("link")).toHaveText(LOCALES.map((locale) => LOCALE_INFO[locale].name));
  await expect(footer.getByRole("link", { name: LOCALE_INFO.ta.name })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await switcher(layoutIn.ta.languages.label).click();
  await page.locator("#language-menu").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("with scripting off, the switcher opens and leads on", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/about");
  // Without script the splash greets every visit; it closes with its own button, in the page's language.
  await page.getByRole("button", { name: layoutIn.hi.splash.continueLabel }).click();
  await page.getByRole("button", { name: new RegExp(`^${layoutIn.hi.languages.label}`) }).click();
  await page.locator("#language-menu").getByRole("link", { name: LOCALE_INFO.si.name }).click();
  await expect(page).toHaveURL(/\/si\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "si-LK");
  await context.close();
});

test("an address the site does not have is answered in its language, with status 404", async ({
  request,
}) => {
  for (const locale of LOCALES) {
    const response = await request.get(localizedPath("/services/underwater-basket-weaving", locale));
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
  }
});

test("the sitemap lists each page with its languages and x-default", async ({ request }) => {
  const xml = await (await request.get("/sitemap-0.xml")).text();
  const about = xml.match(/<url><loc>[^<]*\/about<\/loc>(.*?)<\/url>/)?.[1] ?? "";
  const links = [...about.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
    lang,
    new URL(href!).pathname,
  ]);
  for (const locale of LOCALES)
    expect(links).toContainEqual([LOCALE_INFO[locale].tag, localizedPath("/about", locale)]);
  expect(links).toContainEqual(["x-default", "/about"]);
});

/** Whether a code point is inside a face's `unicode-range` as the browser reports it. */
const inRangeOf = (range: string, code: number) =>
  range.split(",").some((part) => {
    const [from, to = from] = part.trim().slice(2).split("-");
    return code >= Number.parseInt(from!, 16) && code <= Number.parseInt(to!, 16);
  });

for (const locale of ["si", "ta", "hi"] as const) {
  test(`${LOCALE_INFO[locale].englishName} pages draw their script and their Latin letters from faces cut to the content, never the whole faces`, async ({
    page,
    visit,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fetched.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/services/web-design-development", "/contact"]) {
      await visit(localizedPath(path, locale), { keepSplash: true });
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        const family = getComputedStyle(document.body).fontFamily;
        return {
          stack: family,
          // The page's letters of its script, as the visitor reads them (hidden offers left out).
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
          text: document.body.innerText,
          faces: [...document.fonts]
            .filter(
              (face) =>
                face.family.startsWith("Noto Sans") &&
                !face.family.includes(" fallback: ") &&
                family.includes(face.family),
            )
            .map((face) => ({ family: face.family, range: face.unicodeRange, status: face.status })),
          brand: [...document.fonts]
            .filter(
              (face) => face.family.startsWith("Plus Jakarta Sans") && !face.family.includes(" fallback: "),
            )
            .map((face) => ({ family: face.family, range: face.unicodeRange, status: face.status })),
        };
      });
      // The brand face: its cut drew the page's Latin letters; the whole file (`Rest`) was never needed.
      const brandCut = faces.brand.filter((face) => face.family.includes(" Cut-"));
      expect(
        faces.brand.map((face) => `${face.family.replace(/-\w+$/, "")} ${face.status}`).sort(),
        path,
      ).toEqual(["Plus Jakarta Sans Cut loaded", "Plus Jakarta Sans Rest unloaded"]);
      const latin = [
        ...new Set([...faces.text].filter((char) => /[\u0021-\u024F\u2010-\u2027\u20AC]/u.test(char))),
      ];
      expect(latin.length, path).toBeGreaterThan(10);
      expect(
        latin.filter((char) => !inRangeOf(brandCut[0]!.range, char.codePointAt(0)!)),
        path,
      ).toEqual([]);
      const cut = faces.faces.filter((face) => !face.family.includes(" Full-"));
      const full = faces.faces.filter((face) => face.family.includes(" Full-"));
      expect(
        cut.map((face) => face.status),
        path,
      ).toEqual(["loaded", "loaded"]);
      expect(
        full.map((face) => face.status),
        path,
      ).toEqual(["unloaded", "unloaded"]);
      // Every letter the page shows is one the cut face answers for.
      const inRange = (code: number) => inRangeOf(cut[0]!.range, code);
      const block = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u, hi: /[\u0900-\u097F]/u }[locale];
      const letters = [...new Set([...faces.text].filter((char) => block.test(char)))];
      expect(letters.length, path).toBeGreaterThan(20);
      expect(
        letters.filter((char) => !inRange(char.codePointAt(0)!)),
        path,
      ).toEqual([]);
      // Only the brand face's cut comes before the script's cut face in the page's stack: no metric fallback and
      // no generic family, which Chromium would open and ask for every letter of the script (decision 0024).
      const unquote = (name: string) => name.trim().replace(/^"|"$/g, "");
      const stack = faces.stack.split(",").map(unquote);
      const scriptAt = stack.indexOf(unquote(cut[0]!.family));
      expect(scriptAt, `${path}: ${faces.stack}`).toBeGreaterThan(0);
      expect(
        stack.slice(0, scriptAt).filter((name) => !name.startsWith("Plus Jakarta Sans Cut-")),
        path,
      ).toEqual([]);
    }
    // The preloads and the fetches are the cut files: the whole @fontsource files (the script's and the brand
    // face's) stay on the server.
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads).toHaveLength(3);
    const whole = [
      ...SCRIPT_WEIGHTS.map((weight) => readFileSync(join("node_modules", fontsourceFile(locale, weight)))),
      readFileSync(join("node_modules", BRAND_FILE)),
    ];
    for (const file of new Set([...preloads, ...fetched])) {
      const body = await (await page.request.get(file)).body();
      expect(
        whole.some((font) => font.equals(body)),
        file,
      ).toBe(false);
    }
  });
}
