import { expect, test } from "./fixtures";

// A short window, so that every page scrolls far enough whatever its length.
test.use({ viewport: { width: 1280, height: 480 } });

test("back-to-top appears after 300 px and returns to the top", async ({ page, visit }) => {
  await visit("/contact");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("a new page starts at the top", async ({ page, visit }) => {
  await visit("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the skip link moves focus to the main content", async ({ page, visit }) => {
  await visit("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("an unknown path shows the designed not-found page with status 404", async ({ page, visit }) => {
  const response = await page.request.get("/no/such/page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page not found");

  await visit("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Quick Links" })
    .first()
    .getByRole("link", { name: "Services" })
    .click();
  await expect(page).toHaveURL(/\/services$/);
});

test("unknown API paths answer JSON 404", async ({ request }) => {
  const response = await request.get("/api/nothing");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found" });
});
