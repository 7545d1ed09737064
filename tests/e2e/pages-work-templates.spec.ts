// Longer than a screen because it is the spec of the template catalogue and its detail pages (one feature at
// /shopping, /shop, /templates and /templates/<id>).
import type { Page } from "@playwright/test";
import { expect, expectHydrated, seriousA11yViolations, test } from "./fixtures";
import { content, layout, enquiries as messages, single } from "./site-content";

// Axe runs and several page loads per test: more than the default 30 s when the 2-core machine is busy.
test.describe.configure({ timeout: 90_000 });

const shop = single(content.shopPage, "shopPage");
const templates = content.templates.map((entry) => ({ id: entry.id, ...entry.data }));
const byCategory = (category: string) => templates.find((template) => template.category === category)!;
const edulearn = byCategory("Education");
const medicare = byCategory("Healthcare");
const saffron = byCategory("Restaurant");
const monkhub = templates.find((template) => template.id === "monkhub-ultimate")!;
const fill = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => words[name] ?? whole);

/** A link's name as the content words it: "Preview: EduLearn (opens in a new tab)" (site/layout `wording`). */
const linkFor = (label: string, subject: string) => fill(layout.wording.linkFor, { label, subject });
const newTabName = (label: string, subject: string) =>
  fill(layout.wording.newTabLink, { label: linkFor(label, subject), newTab: layout.newTab });

/** A word of the restaurant template's description that no other template has in its title or description. */
const restaurantOnlyWord = saffron.description
  .split(/[^\p{L}-]+/u)
  .find(
    (word) =>
      word.length >= 6 &&
      templates.every(
        (other) =>
          other === saffron ||
          !`${other.title} ${other.description}`.toLowerCase().includes(word.toLowerCase()),
      ),
  )!;

const catalogue = (page: Page) => page.getByRole("list").filter({ has: page.getByRole("article") });
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const search = (page: Page) => page.getByRole("searchbox", { name: shop.catalogue.searchLabel });
const filter = (page: Page) => page.getByRole("group", { name: shop.catalogue.filterLabel });
/** A category's radio (the pill is its label), and a tap on the pill. */
const category = (page: Page, name: string) => filter(page).getByRole("radio", { name, exact: true });
const choose = (page: Page, name: string) => filter(page).getByText(name, { exact: true }).click();
/** The count line the checked category shows (components/ui/choice-filter.tsx). */
const count = (page: Page) => page.locator("[data-filter-count]:visible");

/** Every element of `main` within the viewport's width, at each width. */
async function fitsWidths(page: Page, path: string, widths: readonly number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll("main, main *")].every(
          (element) => element.getBoundingClientRect().right <= window.innerWidth + 0.5,
        ),
      ),
      `${path} at ${width}px`,
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test.describe("template catalogue", () => {
  test("shows every template with All selected, and is clean for axe", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    await visit("/shopping");
    await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
    await expect(category(page, "All")).toBeChecked();
    await expect(search(page)).toHaveValue("");
    await expect(catalogue(page).getByRole("article")).toHaveCount(templates.length);
    for (const template of templates) await expect(card(page, template.title)).toBeVisible();
    // The category choices are All and each template's category, once; the count line says all of them.
    expect(
      await filter(page)
        .getByRole("radio")
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    ).toEqual(["All", ...new Set(templates.map((template) => template.category))]);
    await expect(count(page)).toHaveText(
      fill(shop.catalogue.resultCount.other, { count: String(templates.length) }),
    );
    await expect(count(page).locator("xpath=..")).toHaveAttribute("aria-live", "polite");
    // No price is ever displayed.
    await expect(page.locator("main")).not.toContainText("$");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("filters by category and searches title or description, case-insensitively and combined", async ({
    page,
    visit,
  }) => {
    await visit("/shopping");
    const articles = catalogue(page).getByRole("article");
    // The catalogue's code loads when the visitor first uses it.
    await search(page).focus();
    await expectHydrated(search(page));

    await choose(page, "Healthcare");
    await expect(category(page, "Healthcare")).toBeChecked();
    await expect(category(page, "All")).not.toBeChecked();
    await expect(articles).toHaveCount(1);
    await expect(card(page, medicare.title)).toBeVisible();
    await expect(count(page)).toHaveText(fill(shop.catalogue.resultCount.one!, { count: "1" }));

    await choose(page, "All");
    await search(page).fill(restaurantOnlyWord.toUpperCase()); // in the restaurant template's description only
    await expect(articles).toHaveCount(1);
    await expect(card(page, saffron.title)).toBeVisible();
    await search(page).fill(` ${edulearn.title.toLowerCase()} `); // a title, another case, outer spaces
    await expect(articles).toHaveCount(1);
    await expect(card(page, edulearn.title)).toBeVisible();
    // Other fields are not searched.
    await search(page).fill(medicare.category);
    await expect(articles).toHaveCount(0);

    // Combined with the category: the education template is not a restaurant.
    await search(page).fill(edulearn.title);
    await choose(page, "Restaurant");
    await expect(articles).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search or filter criteria", { exact: true }),
    ).toBeVisible();
    await expect(count(page)).toHaveText(fill(shop.catalogue.resultCount.other, { count: "0" }));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: shop.catalogue.clearFilters }).click();
    await expect(search(page)).toHaveValue("");
    await expect(category(page, "All")).toBeChecked();
    await expect(articles).toHaveCount(templates.length);
    await expect(count(page)).toHaveText(
      fill(shop.catalogue.resultCount.other, { count: String(templates.length) }),
    );
  });

  test("cards show at most 3 technologies and 3 features with +N more, and Contact for Pricing", async ({
    page,
    visit,
  }) => {
    await visit("/shopping");
    const more = (count: number) => fill(shop.card.more, { count: String(count) });
    for (const template of templates) {
      const item = card(page, template.title);
      const technologies = item.getByRole("list", { name: shop.card.technologies }).getByRole("listitem");
      const features = item.getByRole("list", { name: shop.card.features }).getByRole("listitem");
      const extra = (list: readonly string[]) => (list.length > 3 ? [more(list.length - 3)] : []);
      await expect(technologies).toHaveText([
        ...template.technologies.slice(0, 3),
        ...extra(template.technologies),
      ]);
      await expect(features).toHaveText([...template.features.slice(0, 3), ...extra(template.features)]);
      await expect(item.getByText("Contact for Pricing", { exact: true })).toBeVisible();
      await expect(item.getByRole("img", { name: template.image.alt })).toBeVisible();
      await expect(item.getByText(template.description)).toBeVisible();
    }
    // The spec's examples: more than three shows "+N more"; three or fewer show no count.
    expect(edulearn.technologies.length).toBeGreaterThan(3);
    expect(saffron.technologies.length).toBeLessThanOrEqual(3);
  });

  test("a card image that fails to load becomes the No Image placeholder", async ({ page, visit }) => {
    const photos = new RegExp(`/_astro/(?:${templates.map((template) => template.id).join("|")})\\.`);
    await page.route(photos, (route) => route.abort());
    await visit("/shopping");
    await expect(card(page, edulearn.title).getByRole("img", { name: "No Image" })).toBeVisible();
    await expect(catalogue(page).getByRole("img", { name: "No Image" })).toHaveCount(templates.length);
    await expect(catalogue(page).locator("img:visible")).toHaveCount(0);
  });

  test("Preview opens the demo in a new tab; MonkHub Ultimate opens the static 404 page", async ({
    page,
    context,
    visit,
  }) => {
    await visit("/shopping");
    const preview = card(page, edulearn.title).getByRole("link", {
      name: newTabName(shop.card.preview, edulearn.title),
    });
    await expect(preview).toHaveAttribute("target", "_blank");
    await expect(preview).toHaveAttribute("rel", "noopener noreferrer");
    await expect(preview).toHaveAccessibleName(newTabName(shop.card.preview, edulearn.title));
    const [demo] = await Promise.all([context.waitForEvent("page"), preview.click()]);
    await expect(demo).toHaveURL(new RegExp(`${edulearn.previewUrl.replace(/\./g, "\\.")}$`));
    await expect(demo.getByRole("heading", { level: 1 })).toBeVisible();

    const monkhubPreview = card(page, monkhub.title).getByRole("link", {
      name: newTabName(shop.card.preview, monkhub.title),
    });
    await expect(monkhubPreview).toHaveAttribute("href", "/404-error-page.html");
    const [notFound] = await Promise.all([context.waitForEvent("page"), monkhubPreview.click()]);
    await expect(notFound).toHaveURL(/\/404-error-page\.html$/);
    await expect(notFound.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Buy Now and the custom template block open the messaging app with their own text", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/shopping");
    const buyNow = card(page, saffron.title).getByRole("link", {
      name: newTabName(shop.card.buyNow, saffron.title),
    });
    await expect(buyNow).toHaveAttribute("target", "_blank");
    await expect(buyNow).toHaveAttribute("rel", "noopener noreferrer");
    await buyNow.click();
    expect(await enquiries.lastText()).toBe(fill(messages.templateBuyNow, { template: saffron.title }));

    await page.getByRole("link", { name: new RegExp(`^${shop.custom.button}`) }).click();
    await expect.poll(() => enquiries.urls.length).toBe(2);
    expect(await enquiries.lastText()).toBe(messages.customTemplate);
  });

  test("/shop and /templates show the same catalogue, canonical /shopping", async ({ page, visit }) => {
    for (const path of ["/shopping", "/shop", "/templates"]) {
      await visit(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
      await expect(catalogue(page).getByRole("article")).toHaveCount(templates.length);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shopping$/);
      await expect(page).toHaveTitle(shop.seo.title);
    }
  });

  test("fits a phone: one column, nothing overflows", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/shopping");
    const [first, second] = await catalogue(page).getByRole("article").all();
    const a = await first!.boundingBox();
    const b = await second!.boundingBox();
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("on a slow phone, a search typed and a category picked before the code arrives filter the list once it has", async ({
    page,
    visit,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/shopping", { waitUntil: "commit" });
    await expect
      .poll(() => scripts.waiting(), { message: "the catalogue's code is held back" })
      .toBeGreaterThan(0);
    await expect(search(page).locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "");

    // The search alone would show the restaurant template, the category alone the healthcare one.
    await search(page).fill("something else");
    await search(page).fill(restaurantOnlyWord);
    await choose(page, "Healthcare");
    // The category is plain HTML: it filters at once; the search waits for the code.
    await expect(category(page, "Healthcare")).toBeChecked();
    await expect(catalogue(page).getByRole("article")).toHaveCount(1);
    await expect(card(page, medicare.title)).toBeVisible();
    expect(page.url()).toMatch(/\/shopping$/);

    scripts.release();
    await expectHydrated(search(page));
    await expect(search(page)).toHaveValue(restaurantOnlyWord);
    await expect(category(page, "Healthcare")).toBeChecked();
    await expect(catalogue(page).getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();

    // Both keep working: All brings back what the search finds.
    await choose(page, "All");
    await expect(catalogue(page).getByRole("article")).toHaveCount(1);
    await expect(card(page, saffron.title)).toBeVisible();
    expect(page.url()).toMatch(/\/shopping$/);
  });

  test("on a slow phone, a category picked before the code arrives shows that category once it has", async ({
    page,
    visit,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/shopping", { waitUntil: "commit" });
    await expect.poll(() => scripts.waiting()).toBeGreaterThan(0);
    await choose(page, "Restaurant");
    await choose(page, "Education");
    await expect(catalogue(page).getByRole("article")).toHaveCount(1);

    scripts.release();
    await expectHydrated(search(page));
    await expect(category(page, "Education")).toBeChecked();
    await expect(catalogue(page).getByRole("article")).toHaveCount(1);
    await expect(card(page, edulearn.title)).toBeVisible();
  });
});

test.describe("template detail", () => {
  test("shows the template full page, without the shared layout", async ({
    page,
    context,
    visit,
    enquiries,
    consoleProblems,
  }) => {
    await visit(`/templates/${edulearn.id}`, { keepSplash: true });
    await expect(page.getByRole("heading", { level: 1, name: edulearn.title })).toBeVisible();
    await expect(page).toHaveTitle(fill(shop.detail.seo.title, { template: edulearn.title }));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/templates/${edulearn.id}$`),
    );
    await expect(page.getByRole("navigation", { name: layout.topBar.navLabel })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const back = page.getByRole("link", { name: "Back to Shop" });
    await expect(back).toHaveAttribute("href", "/shopping");
    await expect(back).toHaveCSS("position", "fixed");
    await expect(page.getByRole("img", { name: edulearn.image.alt })).toBeVisible();
    await expect(page.getByText(edulearn.description)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
    for (const feature of edulearn.features)
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    for (const demoPage of edulearn.demoPages)
      await expect(page.getByRole("link", { name: `${demoPage.name} ${layout.newTab}` })).toHaveAttribute(
        "href",
        demoPage.url,
      );

    const getStarted = page.getByRole("complementary", { name: "Get Started Today" });
    await expect(getStarted.getByText("Contact for Pricing", { exact: true })).toBeVisible();
    await expect(getStarted.getByText("One-time payment", { exact: true })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("$");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);

    const preview = page.getByRole("link", { name: /Preview Template/ });
    await expect(preview).toHaveAttribute("rel", "noopener noreferrer");
    await expect(preview).toHaveAttribute("target", "_blank");
    const [demo] = await Promise.all([context.waitForEvent("page"), preview.click()]);
    await expect(demo).toHaveURL(new RegExp(`${edulearn.previewUrl.replace(/\./g, "\\.")}$`));

    const makeItYours = page.getByRole("link", { name: /Make it yours/ });
    await expect(makeItYours).toHaveAttribute("target", "_blank");
    await makeItYours.click();
    expect(await enquiries.lastText()).toBe(fill(messages.templateMakeItYours, { template: edulearn.title }));

    await page.bringToFront();
    await back.click();
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
  });

  test("card titles link to the detail page, and MonkHub Ultimate previews the 404 page", async ({
    page,
    visit,
  }) => {
    await visit("/shopping");
    await card(page, monkhub.title).getByRole("link", { name: monkhub.title, exact: true }).click();
    await expect(page).toHaveURL(/\/templates\/monkhub-ultimate$/);
    await expect(page.getByRole("link", { name: /Preview Template/ })).toHaveAttribute(
      "href",
      "/404-error-page.html",
    );
  });

  test("matches ids case-insensitively with hyphens as spaces", async ({ page, visit }) => {
    await visit("/templates/MonkHub-Ultimate", { keepSplash: true });
    await expect(page).toHaveURL(/\/templates\/monkhub-ultimate$/);
    await expect(page.getByRole("heading", { level: 1, name: monkhub.title })).toBeVisible();
    await visit("/templates/Saffron%20Table", { keepSplash: true });
    await expect(page).toHaveURL(new RegExp(`/templates/${saffron.id}$`));
  });

  test("an unknown id shows Template Not Found with the requested name, with status 404", async ({
    page,
    visit,
  }) => {
    const response = page.waitForResponse((r) => r.url().endsWith("/templates/golden-bakery-deluxe"));
    await visit("/templates/golden-bakery-deluxe", { keepSplash: true });
    expect((await response).status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Template Not Found"]);
    await expect(page.getByText("Looking for: golden bakery deluxe")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await seriousA11yViolations(page)).toEqual([]);
    const back = page.getByRole("link", { name: "Back to Templates" });
    await expect(back).toHaveAttribute("href", "/templates");
    await back.click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
  });

  test("fits a phone", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(`/templates/${saffron.id}`, { keepSplash: true });
    await expect(page.getByRole("heading", { level: 1, name: saffron.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test("no horizontal overflow from 320 to 1440 px on the shop and template pages", async ({ page, visit }) => {
  test.setTimeout(90_000);
  const widths = [320, 375, 768, 1024, 1440] as const;
  await visit("/shopping");
  await fitsWidths(page, "/shopping", widths);
  for (const path of [
    `/templates/${edulearn.id}`,
    `/templates/${monkhub.id}`,
    "/templates/golden-bakery-deluxe",
  ]) {
    await visit(path, { keepSplash: true });
    await fitsWidths(page, path, widths);
  }
});
