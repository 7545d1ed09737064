import { expect, test } from "./fixtures";
import { content, layout, single } from "./site-content";

const notFound = single(content.notFoundPage, "notFoundPage");

test.describe("in a short window", () => {
  // A short window, so that every page scrolls far enough whatever its length.
  test.use({ viewport: { width: 1280, height: 480 } });

  test("back-to-top appears after 300 px and returns to the top, focus with it", async ({ page, visit }) => {
    await visit("/contact");
    // Hidden, it is out of the accessibility tree too: found with includeHidden.
    const button = page.getByRole("link", { name: layout.backToTop, includeHidden: true });
    await expect(button).toHaveAttribute("href", "#top");
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    await expect(page.locator("#top")).toBeFocused();
  });

  test("a new page starts at the top", async ({ page, visit }) => {
    await visit("/contact");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const privacy = layout.footer.legalLinks.find((link) => link.to === "/privacy-policy")!;
    await page.getByRole("contentinfo").getByRole("link", { name: privacy.label }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page, visit }) => {
  await visit("/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: layout.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("an unknown path shows the designed not-found page with status 404", async ({ page, visit }) => {
  const response = await page.request.get("/no/such/page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(notFound.hero.title);

  await visit("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: notFound.hero.title })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const services = layout.topBar.links.find((link) => link.to === "/services")!;
  await page
    .getByRole("navigation", { name: layout.footer.quickLinksTitle })
    .first()
    .getByRole("link", { name: services.label })
    .click();
  await expect(page).toHaveURL(/\/services$/);
});

test("unknown API paths answer JSON 404", async ({ request }) => {
  const response = await request.get("/api/nothing");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found" });
});
