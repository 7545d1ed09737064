/**
 * The offer of the visitor's language (issue 20): never a redirect; once, in a dismissible card, in the offered
 * language's own words; the choice kept in local storage, no cookie. And every page has the switcher, whose
 * language names are drawn from the site's own font on a machine without those scripts.
 */
import type { Browser } from "@playwright/test";
import { LOCALE_INFO, LOCALES, type Locale } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { LANGUAGE_STORAGE_KEY } from "#src/features/language-hint/offer-language.ts";
import { dismissSplash, expect, test } from "./fixtures";
import { content } from "./site-content";

const layoutEn = single(readSiteContent({ locale: "en" }).layout, "layout");
const hintIn = Object.fromEntries(
  LOCALES.map((locale) => [locale, single(readSiteContent({ locale }).layout, "layout").languages.hint]),
) as Record<Locale, { text: string; action: string; dismiss: string }>;

async function visitorReading(browser: Browser, browserLocale: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ locale: browserLocale, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("a visitor whose browser reads Sinhala is offered the page in Sinhala, once, and the choice is kept", async ({
  browser,
}) => {
  const { context, page } = await visitorReading(browser, "si-LK");
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/about"); // Never redirected.
  await dismissSplash(page);
  const offer = page.getByRole("complementary", { name: hintIn.si.text });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute("lang", LOCALE_INFO.si.tag);
  await offer.getByRole("link", { name: hintIn.si.action }).click();
  await expect(page).toHaveURL(/\/si\/about$/);
  await expect(page.getByRole("complementary", { name: hintIn.en.text })).toBeHidden();

  // Back on an English page (a search result, say): the choice is remembered, and not offered again.
  await page.goto("/services");
  await expect(page.getByRole("complementary", { name: hintIn.si.text })).toBeHidden();
  const memory = await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);
  expect(JSON.parse(memory ?? "{}")).toEqual({ chosen: "si", offered: "si" });
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test("the offer closes with its own button and does not come back", async ({ browser }) => {
  const { context, page } = await visitorReading(browser, "ta-IN");
  await page.goto("/");
  await dismissSplash(page);
  const offer = page.getByRole("complementary", { name: hintIn.ta.text });
  await offer.getByRole("button", { name: hintIn.ta.dismiss }).click();
  await expect(offer).toBeHidden();
  await page.goto("/packages");
  await expect(page.getByRole("complementary", { name: hintIn.ta.text })).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

test("an English reader on a Hindi page is offered English; a page already in the visitor's language offers nothing", async ({
  browser,
}) => {
  const { context, page } = await visitorReading(browser, "en-GB");
  await page.goto("/hi/contact");
  await page
    .getByRole("button", {
      name: single(readSiteContent({ locale: "hi" }).layout, "layout").splash.continueLabel,
    })
    .click();
  await expect(page.getByRole("complementary", { name: hintIn.en.text })).toBeVisible();
  await page.goto("/contact");
  for (const locale of LOCALES)
    await expect(page.getByRole("complementary", { name: hintIn[locale].text })).toBeHidden();
  await context.close();
});

test("with scripting off nothing is offered (the switcher still works)", async ({ browser }) => {
  const { context, page } = await visitorReading(browser, "si-LK", false);
  await page.goto("/about");
  await expect(page.locator("[data-language-hint]:visible")).toHaveCount(0);
  await context.close();
});

// The launch page greets with the splash; a template's page has none.
for (const [path, keepSplash] of [
  ["/launching-soon", false],
  [`/templates/${content.templates[0]!.id}`, true],
] as const) {
  test(`${path}, outside the shared frame, has the switcher too, leading to the same page`, async ({
    page,
    visit,
  }) => {
    await visit(path, { keepSplash });
    await page.getByRole("button", { name: new RegExp(`^${layoutEn.languages.label}`) }).click();
    await page.locator("#language-menu").getByRole("link", { name: LOCALE_INFO.ta.name }).click();
    await expect(page).toHaveURL(new RegExp(`/ta${path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO.ta.tag);
  });
}

test("the languages' names are drawn from the site's own faces, not left to the visitor's fonts", async ({
  page,
  visit,
}) => {
  await visit("/services");
  await page.getByRole("button", { name: new RegExp(`^${layoutEn.languages.label}`) }).click();
  await expect(page.locator("#language-menu")).toBeVisible();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "").startsWith("Serendib Language Names"))
      .map((face) => `${face.unicodeRange.toUpperCase()}:${face.status}`);
  });
  expect(loaded.sort()).toEqual(["U+900-97F:loaded", "U+B80-BFF:loaded", "U+D80-DFF:loaded"].sort());
});
