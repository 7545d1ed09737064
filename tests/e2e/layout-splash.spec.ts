import { dismissSplash, expect, test, waitForHydration } from "./fixtures";

test.describe("splash screen", () => {
  test("greets every full page load as a modal over the pre-rendered page", async ({ page, visit }) => {
    await visit("/about", { keepSplash: true });
    const splash = page.getByRole("dialog", { name: "Welcome to Serendib Digital" });
    await expect(splash).toBeVisible();
    await expect(splash.getByRole("img", { name: /Kavindu Perera/ }).first()).toBeAttached();
    await expect(splash.getByText("Kavindu Perera", { exact: true })).toBeVisible();
    // Focus is inside the dialog and the page beneath is inert.
    await expect(splash.getByRole("button", { name: "Continue to Website" })).toBeFocused();
    expect(await page.evaluate(() => document.querySelector("dialog[data-splash]")?.matches(":modal"))).toBe(
      true,
    );
    // The page content is already in the document beneath it.
    await expect(
      page.getByRole("heading", { level: 1, name: "Digital Innovation Since 2021", includeHidden: true }),
    ).toBeAttached();

    await page.getByRole("button", { name: "Continue to Website" }).click();
    await expect(splash).toBeHidden();
    await expect(
      page.getByRole("heading", { level: 1, name: "Digital Innovation Since 2021" }),
    ).toBeVisible();
  });

  test("closes with Escape and hands focus back to the page", async ({ page, visit }) => {
    await visit("/", { keepSplash: true });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Welcome to Serendib Digital" })).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("is in the HTML before any script runs, and closes without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services");
    const continueButton = page.getByRole("button", { name: "Continue to Website" });
    await expect(continueButton).toBeVisible();
    await continueButton.click();
    await expect(continueButton).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await context.close();
  });

  test("a phone downloads the portrait at the size it shows it, not a larger one", async ({ browser }) => {
    // A 412 px phone at 1.75× (Lighthouse's phone) shows the portrait 160 px wide: 280 device pixels.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    await page.goto("/contact");
    const portrait = page.locator("dialog[data-splash] picture img").first();
    await expect(portrait).toHaveJSProperty("complete", true);
    expect(
      await portrait.evaluate((image) => (image as HTMLImageElement).getBoundingClientRect().width),
    ).toBe(160);
    expect(await portrait.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(
      /\/images\/people\/founder-320\.avif$/,
    );
    await context.close();
  });

  test("does not come back on client-side navigation", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Continue to Website" })).toHaveCount(0);
  });
});

test("a full reload shows the splash again", async ({ page, visit }) => {
  await visit("/contact");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Continue to Website" })).toBeVisible();
  await dismissSplash(page);
});
