import { expect, seriousA11yViolations, test } from "./fixtures";

const categories = [
  ["Photography", 2],
  ["Graphic Design", 2],
  ["Social Media Marketing", 3],
  ["Web Development", 2],
  ["Business Registration", 2],
] as const;

test.describe("packages page", () => {
  test("the category filter narrows the eleven cards and announces the count politely", async ({
    page,
    visit,
  }) => {
    await visit("/packages");
    const filter = page.getByRole("group", { name: "Filter packages by category" });
    await expect(filter.getByRole("button")).toHaveText(["All", ...categories.map(([name]) => name)]);
    await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    const count = page.getByText(/^Showing \d+ package\(s\)$/);
    await expect(count).toHaveText("Showing 11 package(s)");
    await expect(count).toHaveAttribute("aria-live", "polite");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(11);

    for (const [category, n] of categories) {
      await filter.getByRole("button", { name: category }).click();
      await expect(filter.getByRole("button", { name: category })).toHaveAttribute("aria-pressed", "true");
      await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      await expect(count).toHaveText(`Showing ${n} package(s)`);
      await expect(cards).toHaveCount(n);
      for (const card of await cards.all()) await expect(card).toContainText(category);
    }
    await filter.getByRole("button", { name: "All" }).click();
    await expect(cards).toHaveCount(11);
    await expect(page.getByRole("article").getByText("Contact for Pricing")).toHaveCount(11);
    for (const badge of ["Popular", "Featured", "Best Value"])
      await expect(cards.getByText(badge, { exact: true }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("the filter bar stays in view while the cards scroll", async ({ page, visit }) => {
    await visit("/packages");
    const filter = page.getByRole("group", { name: "Filter packages by category" });
    await page.getByRole("article").nth(9).scrollIntoViewIfNeeded();
    await expect(filter).toBeInViewport();
    await filter.getByRole("button", { name: "Web Development" }).click();
    await expect(page.getByRole("article")).toHaveCount(2);
  });

  test("on a phone the filter scrolls sideways inside its bar", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/packages");
    const last = page.getByRole("button", { name: "Business Registration" });
    await last.click();
    await expect(page.getByText("Showing 2 package(s)")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("a package card's Inquire Now names the package", async ({ page, visit, enquiries }) => {
    await visit("/packages");
    await page.getByRole("button", { name: "Inquire Now: Social Growth" }).click();
    const text = await enquiries.lastText();
    expect(text).toContain("Social Growth");
    expect(text).toContain("Category: Social Media Marketing");
  });

  for (const [action, product] of [
    ["Search Domain", "Domain Registration"],
    ["Get Hosting", "Pro Hosting"],
    ["Learn More", "E-Commerce Hosting"],
  ] as const) {
    test(`"${action}" opens an enquiry about ${product}`, async ({ page, visit, enquiries }) => {
      await visit("/packages");
      await page.getByRole("button", { name: action, exact: true }).click();
      expect(await enquiries.lastText()).toBe(`Hello Serendib Digital! I'm interested in ${product}.`);
    });
  }

  test("Pro Hosting is marked Recommended; the custom solution offers WhatsApp and a quote", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/packages");
    const hosting = page.getByRole("region", { name: "A fast home for your website" });
    const pro = hosting
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Pro Hosting" }) });
    await expect(pro.getByText("Recommended", { exact: true })).toBeVisible();
    await expect(hosting.getByText("Recommended", { exact: true })).toHaveCount(1);

    await expect(page.getByRole("link", { name: "Get Custom Quote" })).toHaveAttribute("href", "/contact");
    await page.getByRole("button", { name: "WhatsApp Us" }).click();
    expect(await enquiries.lastText()).toContain("custom package");
  });
});
