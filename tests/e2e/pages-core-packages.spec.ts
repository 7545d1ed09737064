import type { Page } from "@playwright/test";
import { pluralText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import { clickWhenRevealed, expect, seriousA11yViolations, test } from "./fixtures";
import { contentOverflow } from "./pages-forms-helpers";
import { content, identity, layout, enquiries as messages, single } from "./site-content";

const page$ = single(content.packagesPage, "packagesPage");
const packages = [...content.pricingPackages].sort((a, b) => a.data.order - b.data.order);
const categories = [...new Set(packages.map((p) => p.data.category))];
const inCategory = (category: string) => packages.filter((p) => p.data.category === category);

/** The count line for `n` packages, as the content words it for that count ("Showing 11 package(s)"). */
const showing = (n: number) => pluralText("en", n, page$.filter.count);
const filterBar = (page: Page) => page.getByRole("group", { name: page$.filter.label });
const count = (page: Page) => page.locator("[data-filter-count]:visible");
const cards = (page: Page) => page.getByRole("article");
const whatsappLink = new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`);

test.describe("packages page", () => {
  test("the category filter narrows the cards and announces the count politely", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    await visit("/packages");
    await expect(page.getByRole("heading", { level: 1, name: page$.hero.title })).toBeVisible();
    const filter = filterBar(page);
    // The categories the packages name, in their order (the spec's five are pinned on the initial content's
    // unit test, src/content/packages-content.test.ts).
    const choices = filter.getByRole("radio");
    expect(
      await choices.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    ).toEqual(["All", ...categories]);
    await expect(filter.getByRole("radio", { name: "All" })).toBeChecked();
    await expect(count(page)).toHaveText(showing(packages.length));
    await expect(count(page).locator("xpath=..")).toHaveAttribute("aria-live", "polite");
    await expect(cards(page)).toHaveCount(packages.length);

    for (const category of categories) {
      const expected = inCategory(category);
      await filter.getByText(category, { exact: true }).click();
      await expect(filter.getByRole("radio", { name: category })).toBeChecked();
      await expect(filter.getByRole("radio", { name: "All" })).not.toBeChecked();
      await expect(count(page)).toHaveText(showing(expected.length));
      await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
        expected.map((p) => p.data.title),
      );
      for (const card of await cards(page).all()) await expect(card).toContainText(category);
    }
    await filter.getByText("All", { exact: true }).click();
    await expect(cards(page)).toHaveCount(packages.length);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
      packages.map((p) => p.data.title),
    );
    await expect(cards(page).getByText("Contact for Pricing", { exact: true })).toHaveCount(packages.length);
    for (const badge of ["Popular", "Featured", "Best Value"])
      await expect(cards(page).getByText(badge, { exact: true }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test("the filter bar stays in view while the cards scroll", async ({ page, visit }) => {
    await visit("/packages");
    const filter = filterBar(page);
    await cards(page).nth(9).scrollIntoViewIfNeeded();
    await expect(filter).toBeInViewport();
    await filter.getByText("Web Development", { exact: true }).click();
    await expect(cards(page)).toHaveCount(inCategory("Web Development").length);
  });

  test("on a phone the filter scrolls sideways inside its bar", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/packages");
    const last = filterBar(page).getByText(categories.at(-1)!, { exact: true });
    await last.click();
    await expect(count(page)).toHaveText(showing(inCategory(categories.at(-1)!).length));
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("a package card's Inquire Now opens WhatsApp in a new tab, naming the package and its category", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/packages");
    const pkg = packages.find((p) => p.data.popular)!.data;
    const inquire = cards(page)
      .filter({ has: page.getByRole("heading", { name: pkg.title }) })
      .getByRole("link", { name: /^Inquire Now/ });
    await expect(inquire).toHaveAccessibleName(`Inquire Now: ${pkg.title} ${layout.newTab}`);
    await expect(inquire).toHaveAttribute("href", whatsappLink);
    await expect(inquire).toHaveAttribute("target", "_blank");
    await expect(inquire).toHaveAttribute("rel", "noopener noreferrer");
    await clickWhenRevealed(inquire);
    expect((await enquiries.lastText()).split("\n")).toEqual([
      fillTemplate(messages.pricingPackage, { package: pkg.title, category: pkg.category }),
      `${messages.lineLabels.package}: ${pkg.title}`,
      `${messages.lineLabels.category}: ${pkg.category}`,
    ]);
    await expect(page).toHaveURL(/\/packages$/);
  });

  for (const [action, index] of [
    ["Search Domain", 0],
    ["Get Hosting", 1],
    ["Learn More", 2],
  ] as const) {
    test(`"${action}" opens a WhatsApp enquiry about its product`, async ({ page, visit, enquiries }) => {
      const product = page$.hosting.products[index]!;
      expect(product.action).toBe(action);
      await visit("/packages");
      const link = page.getByRole("link", { name: new RegExp(`^${action}`) });
      await expect(link).toHaveAttribute("href", whatsappLink);
      await expect(link).toHaveAttribute("target", "_blank");
      await clickWhenRevealed(link);
      expect(await enquiries.lastText()).toBe(
        fillTemplate(messages.hostingProduct, { product: product.title }),
      );
    });
  }

  test("Pro Hosting is marked Recommended; the custom solution offers WhatsApp and a quote", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/packages");
    const hosting = page.getByRole("region", { name: page$.hosting.title });
    const recommended = page$.hosting.products.find((p) => p.recommended)!;
    const card = hosting
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: recommended.title }) });
    await expect(card.getByText("Recommended", { exact: true })).toBeVisible();
    await expect(hosting.getByText("Recommended", { exact: true })).toHaveCount(1);
    await expect(hosting.getByText("Contact for Pricing", { exact: true })).toHaveCount(
      page$.hosting.products.length,
    );

    await expect(page.getByRole("link", { name: "Get Custom Quote" })).toHaveAttribute("href", "/contact");
    await clickWhenRevealed(page.getByRole("link", { name: /^WhatsApp Us/ }));
    expect(await enquiries.lastText()).toBe(messages.customPackage);
  });

  test("on a slow phone, a category tapped while the page's scripts are held back filters at once (plain HTML)", async ({
    page,
    visit,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/packages", { waitUntil: "commit" });
    const filter = filterBar(page);
    const category = "Web Development";
    await filter.getByText(category, { exact: true }).click();
    await expect(filter.getByRole("radio", { name: category })).toBeChecked();
    await expect(count(page)).toHaveText(showing(inCategory(category).length));
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
      inCategory(category).map((p) => p.data.title),
    );
    // The filter needs none of the held scripts: the page has no island code to wait for.
    scripts.release();
    await expect(page).toHaveURL(/\/packages$/);
  });
});
