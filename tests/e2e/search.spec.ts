/**
 * Site search (/search and the top bar's box) in every language: results as the visitor types, found by whole
 * words (Sinhala has no stemmer), reachable by keyboard and announced; no script and no Pagefind fetched before
 * the visitor uses the search, and WebAssembly allowed only on the search page; a page reached with a query
 * shows the server's results and goes on as the visitor types; without script the form is answered by the
 * server; a query typed while the page's script is held back is searched once it runs. Queries and expected pages come from
 * the content files: no test pins how many pages are found.
 */
import type { Page } from "@playwright/test";
import { LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { expect, seriousA11yViolations, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

/** The branding service, found by its title's words in every language. */
const SERVICE = "graphic-design-branding";

const wordsIn = (locale: Locale) => {
  const content = readSiteContent({ locale });
  const service = content.services.find((entry) => entry.id === SERVICE)!.data;
  return {
    copy: single(content.searchPage, "searchPage"),
    layout: single(content.layout, "layout"),
    query: service.title,
    /** One whole word of the title, the longest: a Sinhala word is found as it is written. */
    word: service.title.split(/[\s&,]+/).sort((a, b) => b.length - a.length)[0]!,
    servicePath: localizedPath(`/services/${SERVICE}`, locale),
    searchPath: localizedPath("/search", locale),
  };
};

/** Opens the search page and closes the splash with its button in the page's language, from the keyboard. */
async function openSearch(
  page: Page,
  visit: (path: string, o: { keepSplash: boolean }) => Promise<void>,
  locale: Locale,
) {
  const { layout, searchPath } = wordsIn(locale);
  await visit(searchPath, { keepSplash: true });
  // With the keyboard: a pointer left over the panel when the splash goes is a hover, which brings the code.
  await page.getByRole("button", { name: layout.splash.continueLabel }).press("Enter");
  await expect(page.getByRole("dialog", { name: layout.splash.title })).toBeHidden();
}

for (const locale of LOCALES) {
  test(`typing finds a service by its name and by one whole word of it (${locale})`, async ({
    page,
    visit,
    consoleProblems,
  }) => {
    const { copy, query, word, servicePath } = wordsIn(locale);
    const pagefind: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pagefind/")) pagefind.push(request.url());
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openSearch(page, visit, locale);
    expect(pagefind, "Pagefind is fetched only once the visitor searches").toEqual([]);
    expect(scripts, "the page fetches no script before the visitor uses the search").toEqual([]);

    const box = page.getByRole("searchbox", { name: copy.form.label });
    await box.fill(query);
    const results = page.getByRole("list", { name: copy.results.label });
    await expect(results.locator(`a[href="${servicePath}"]`)).toBeVisible();
    await expect(page.getByRole("status")).not.toHaveText(
      new RegExp(`^(${[copy.results.loading, copy.results.empty].join("|")})$`),
    );
    await expect(page.getByRole("status")).toContainText(/\d|[०-९]/);

    await box.fill(word);
    await expect(results.locator(`a[href="${servicePath}"]`)).toBeVisible();
    expect(consoleProblems, "no CSP or Trusted Types refusal").toEqual([]);
  });
}

test("results are reached and opened with the keyboard, and the page is accessible", async ({
  page,
  visit,
}) => {
  const { copy, query, servicePath } = wordsIn("en");
  await openSearch(page, visit, "en");
  const box = page.getByRole("searchbox", { name: copy.form.label });
  await box.focus();
  await page.keyboard.type(query);
  const link = page.getByRole("list", { name: copy.results.label }).locator(`a[href="${servicePath}"]`);
  await expect(link).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press("Tab"); // the Search button
  let steps = 0;
  while (!(await link.evaluate((element) => element === document.activeElement)) && steps++ < 12)
    await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${servicePath}$`));
});

test("only the search page may run WebAssembly", async ({ request }) => {
  const policy = async (path: string) => (await request.get(path)).headers()["content-security-policy"] ?? "";
  expect(await policy("/search")).toContain("'wasm-unsafe-eval'");
  expect(await policy("/si/search")).toContain("'wasm-unsafe-eval'");
  for (const path of ["/", "/about", `/services/${SERVICE}`])
    expect(await policy(path)).not.toContain("wasm");
});

test("a page reached with a query shows its results, then searches what the visitor types next", async ({
  page,
  visit,
}) => {
  const { copy, query, word, servicePath } = wordsIn("en");
  await visit(`/search?q=${encodeURIComponent(query)}`);
  const results = page.getByRole("list", { name: copy.results.label });
  await expect(results.locator(`a[href="${servicePath}"]`)).toBeVisible();
  const box = page.getByRole("searchbox", { name: copy.form.label });
  await expect(box).toHaveValue(query);
  await box.fill(word);
  await expect(results).toHaveAttribute("data-query", word);
  await expect(results.locator(`a[href="${servicePath}"]`)).toBeVisible();
});

test("a query typed while the page's script is held back is searched once it runs", async ({
  page,
  visit,
  holdScripts,
}) => {
  const { copy, query, servicePath } = wordsIn("en");
  const held = await holdScripts();
  await visit("/search", { waitUntil: "commit" });
  const box = page.getByRole("searchbox", { name: copy.form.label });
  await box.fill(query);
  await page.waitForTimeout(3000);
  expect(held.waiting()).toBeGreaterThan(0);
  held.release();
  await expect(
    page.getByRole("list", { name: copy.results.label }).locator(`a[href="${servicePath}"]`),
  ).toBeVisible();
  await expect(box).toHaveValue(query);
});

test.describe("search without JavaScript", () => {
  /** Without script the splash opens on every page; its button still closes it. */
  const closeSplash = async (page: Page, locale: Locale) => {
    const { splash } = wordsIn(locale).layout;
    await page.waitForLoadState();
    const button = page.getByRole("button", { name: splash.continueLabel });
    if (await button.isVisible()) {
      await button.click();
      await expect(page.getByRole("dialog", { name: splash.title })).toBeHidden();
    }
  };

  for (const locale of ["en", "si"] as const) {
    test(`the search form is answered by the server (${locale})`, async ({ browser }) => {
      const { copy, query, servicePath, searchPath } = wordsIn(locale);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(searchPath);
      await closeSplash(page, locale);
      const box = page.getByRole("searchbox", { name: copy.form.label });
      await box.fill(query);
      await page.getByRole("button", { name: copy.form.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${searchPath}\\?q=`));
      await expect(
        page.getByRole("list", { name: copy.results.label }).locator(`a[href="${servicePath}"]`),
      ).toBeVisible();
      await expect(box).toHaveValue(query);
      await context.close();
    });
  }

  test("the top bar's box sends its query to the search page, and nothing matching says so", async ({
    browser,
  }) => {
    const { copy, query, servicePath } = wordsIn("en");
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/about");
    await closeSplash(page, "en");
    await page.locator("header").getByRole("searchbox", { name: copy.form.label }).fill(query);
    await page.locator("header").getByRole("searchbox", { name: copy.form.label }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(
      page.getByRole("list", { name: copy.results.label }).locator(`a[href="${servicePath}"]`),
    ).toBeVisible();

    await closeSplash(page, "en");
    // Words no page has, with markup the page must show as text.
    const nothing = "<qqzz>xxkkvv";
    await page.goto(`/search?q=${encodeURIComponent(nothing)}`);
    await closeSplash(page, "en");
    await expect(page.getByRole("status")).toContainText(nothing);
    await expect(page.getByRole("list", { name: copy.results.label }).getByRole("listitem")).toHaveCount(0);
    await context.close();
  });
});
