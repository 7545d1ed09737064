import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";

// Axe runs and several page loads per test: more than the default 30 s when the 2-core machine is busy.
test.describe.configure({ timeout: 90_000 });

const catalogue = (page: Page) => page.getByRole("list").filter({ has: page.getByRole("article") });
const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/**
 * Paths that were not pre-rendered are answered with the site's 404 page, which the browser then renders as
 * the template route. Until the server answers them with a page that hydrates cleanly, the 404 page's own
 * markup (its splash included) stays in the document: close every splash there is.
 */
async function visitUnrendered(
  page: Page,
  visit: (path: string, o: { keepSplash: boolean }) => Promise<void>,
  path: string,
) {
  await visit(path, { keepSplash: true });
  for (const button of (await page.getByRole("button", { name: "Continue to Website" }).all()).reverse()) {
    if (await button.isVisible()) await button.click();
  }
}

async function noHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe("template catalogue", () => {
  test("shows every template with All selected, and is clean for axe", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    await visit("/shopping");
    await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("searchbox", { name: "Search templates" })).toHaveValue("");
    await expect(catalogue(page).getByRole("article")).toHaveCount(4);
    for (const title of ["EduLearn", "MediCare Clinic", "Saffron Table", "MonkHub Ultimate"])
      await expect(card(page, title)).toBeVisible();
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
    const search = page.getByRole("searchbox", { name: "Search templates" });
    const articles = catalogue(page).getByRole("article");

    await page.getByRole("button", { name: "Healthcare" }).click();
    await expect(page.getByRole("button", { name: "Healthcare" })).toHaveAttribute("aria-pressed", "true");
    await expect(articles).toHaveCount(1);
    await expect(card(page, "MediCare Clinic")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Showing 1 template" })).toBeVisible();

    await page.getByRole("button", { name: "All", exact: true }).click();
    await search.fill("FINE-DINING"); // in Saffron Table's description only
    await expect(articles).toHaveCount(1);
    await expect(card(page, "Saffron Table")).toBeVisible();
    await search.fill("eduLEARN"); // a title
    await expect(articles).toHaveCount(1);
    await expect(card(page, "EduLearn")).toBeVisible();

    // Combined with the category: EduLearn is not a restaurant.
    await page.getByRole("button", { name: "Restaurant" }).click();
    await expect(articles).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search or filter criteria", { exact: true }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Clear search and filter" }).click();
    await expect(search).toHaveValue("");
    await expect(articles).toHaveCount(4);
  });

  test("cards show at most 3 technologies and 3 features with +N more, and Contact for Pricing", async ({
    page,
    visit,
  }) => {
    await visit("/shopping");
    const edulearn = card(page, "EduLearn");
    const technologies = edulearn.getByRole("list", { name: "Built with" }).getByRole("listitem");
    await expect(technologies).toHaveText(["HTML5", "CSS Grid", "JavaScript", "+2 more"]);
    const features = edulearn.getByRole("list", { name: "Features" }).getByRole("listitem");
    await expect(features).toHaveCount(4);
    await expect(features.last()).toHaveText("+3 more");
    await expect(edulearn.getByText("Contact for Pricing", { exact: true })).toBeVisible();
    // Saffron Table has exactly 3 technologies: no "+N more" among them.
    await expect(
      card(page, "Saffron Table").getByRole("list", { name: "Built with" }).getByRole("listitem"),
    ).toHaveText(["HTML5", "CSS", "JavaScript"]);
    await expect(edulearn.getByRole("img", { name: /EduLearn template/ })).toBeVisible();
  });

  test("a card image that fails to load becomes the No Image placeholder", async ({ page, visit }) => {
    await page.route("**/images/templates/**", (route) => route.abort());
    await visit("/shopping");
    await expect(card(page, "EduLearn").getByRole("img", { name: "No Image" })).toBeVisible();
    await expect(catalogue(page).getByRole("img", { name: "No Image" })).toHaveCount(4);
  });

  test("Preview opens the demo in a new tab; MonkHub Ultimate opens the static 404 page", async ({
    page,
    context,
    visit,
  }) => {
    await visit("/shopping");
    const preview = card(page, "EduLearn").getByRole("link", { name: /^Preview EduLearn/ });
    await expect(preview).toHaveAttribute("target", "_blank");
    await expect(preview).toHaveAttribute("rel", "noopener noreferrer");
    const [demo] = await Promise.all([context.waitForEvent("page"), preview.click()]);
    await expect(demo).toHaveURL(/\/template-demos\/edulearn\/index\.html$/);
    await expect(demo.getByRole("heading", { level: 1 })).toContainText("Top teachers");

    const monkhub = card(page, "MonkHub Ultimate").getByRole("link", { name: /^Preview MonkHub Ultimate/ });
    await expect(monkhub).toHaveAttribute("href", "/404-error-page.html");
    const [notFound] = await Promise.all([context.waitForEvent("page"), monkhub.click()]);
    await expect(notFound).toHaveURL(/\/404-error-page\.html$/);
    await expect(
      notFound.getByRole("heading", { level: 1, name: "This page took a wrong turn" }),
    ).toBeVisible();
  });

  test("Buy Now and the custom template block open the messaging app with their own text", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/shopping");
    await card(page, "Saffron Table").getByRole("button", { name: "Buy Now: Saffron Table" }).click();
    expect(await enquiries.lastText()).toBe(
      "Hi Serendib Digital! I'd like to buy the Saffron Table website template. Could you tell me the price and what setup includes?",
    );
    await page.getByRole("button", { name: "Request a Custom Template" }).click();
    await expect.poll(() => enquiries.urls.length).toBe(2);
    expect(await enquiries.lastText()).toContain("custom website template designed for my business");
  });

  test("/shop and /templates show the same catalogue, canonical /shopping", async ({ page, visit }) => {
    for (const path of ["/shop", "/templates"]) {
      await visit(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
      await expect(catalogue(page).getByRole("article")).toHaveCount(4);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shopping$/);
    }
  });

  test("fits a phone: one column, nothing overflows", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/shopping");
    const [first, second] = await catalogue(page).getByRole("article").all();
    const a = await first!.boundingBox();
    const b = await second!.boundingBox();
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
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
    await visit("/templates/edulearn");
    await expect(page.getByRole("heading", { level: 1, name: "EduLearn" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    const back = page.getByRole("link", { name: "Back to Shop" });
    await expect(back).toHaveAttribute("href", "/shopping");
    await expect(back).toHaveCSS("position", "fixed");
    await expect(page.getByRole("img", { name: /EduLearn template/ })).toBeVisible();
    await expect(page.getByText(/A learning platform for schools/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
    await expect(page.getByText("Student dashboard with progress and deadlines")).toBeVisible();

    const getStarted = page.getByRole("complementary", { name: "Get Started Today" });
    await expect(getStarted.getByText("Contact for Pricing", { exact: true })).toBeVisible();
    await expect(getStarted.getByText("One-time payment", { exact: true })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("$");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);

    const preview = page.getByRole("link", { name: /Preview Template/ });
    await expect(preview).toHaveAttribute("rel", "noopener noreferrer");
    const [demo] = await Promise.all([context.waitForEvent("page"), preview.click()]);
    await expect(demo).toHaveURL(/\/template-demos\/edulearn\/index\.html$/);

    await page.getByRole("button", { name: "Make it yours" }).click();
    expect(await enquiries.lastText()).toBe(
      "Hi Serendib Digital! I'm interested in the EduLearn template and would like to know the pricing.",
    );

    await back.click();
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
  });

  test("card titles link to the detail page, and MonkHub Ultimate previews the 404 page", async ({
    page,
    visit,
  }) => {
    await visit("/shopping");
    await card(page, "MonkHub Ultimate").getByRole("link", { name: "MonkHub Ultimate", exact: true }).click();
    await expect(page).toHaveURL(/\/templates\/monkhub-ultimate$/);
    await expect(page.getByRole("link", { name: /Preview Template/ })).toHaveAttribute(
      "href",
      "/404-error-page.html",
    );
  });

  test("matches ids case-insensitively with hyphens as spaces", async ({ page, visit }) => {
    await visitUnrendered(page, visit, "/templates/MonkHub-Ultimate");
    await expect(page).toHaveURL(/\/templates\/monkhub-ultimate$/);
    await expect(page.getByRole("heading", { level: 1, name: "MonkHub Ultimate" })).toBeVisible();
  });

  test("an unknown id shows Template Not Found with the requested name", async ({ page, visit }) => {
    await visitUnrendered(page, visit, "/templates/golden-bakery-deluxe");
    await expect(page.getByRole("heading", { name: "Template Not Found" })).toBeVisible();
    await expect(page.getByText("Looking for: golden bakery deluxe")).toBeVisible();
    const back = page.getByRole("link", { name: "Back to Templates" });
    await expect(back).toHaveAttribute("href", "/templates");
    await back.click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByRole("heading", { level: 1, name: "Website Templates" })).toBeVisible();
  });

  test("an unknown id renders only the template screen, from the server's app shell", async ({
    page,
    visit,
  }) => {
    await visitUnrendered(page, visit, "/templates/golden-bakery-deluxe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Template Not Found"]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("fits a phone", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/templates/saffron-table");
    await expect(page.getByRole("heading", { level: 1, name: "Saffron Table" })).toBeVisible();
    expect(await noHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
