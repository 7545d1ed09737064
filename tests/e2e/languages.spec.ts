/**
 * The site in four languages: each page exists in English, Sinhala, Tamil and Hindi, says which it is, names
 * the others for search engines, and its switcher leads to the same page in each (with scripting off too).
 * Every page's axe, head and status in every language: site-sweep.spec.ts.
 */
import { LOCALE_INFO, LOCALES, type Locale, localizedPath } from "../../contracts/locales.ts";
import { readSiteContent, single } from "../../src/content/read-content.ts";
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
