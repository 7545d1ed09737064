import { expect, test } from "./fixtures";

// Issue 34: the sections after a page's first (and the footer) are not styled, laid out or painted until they
// come near (`content-visibility: auto`, global.css). They must still be found, and jumps must still land.

test.describe("sections far below the first view", () => {
  test("are skipped until near, yet find-in-page finds their words", async ({ page, visit }) => {
    await visit("/services");
    const far = page.locator("main > section").last();
    await expect(far).toHaveCSS("content-visibility", "auto");
    await expect(page.locator("main > section").first()).toHaveCSS("content-visibility", "visible");
    const words = (await far.locator("h2").first().textContent())!.trim();
    expect(words.length).toBeGreaterThan(3);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The browser's find-in-page (window.find is the same search) reaches text in a skipped section.
    expect(
      await page.evaluate((text) => (window as unknown as { find(t: string): boolean }).find(text), words),
    ).toBe(true);
    // And so does the accessibility tree.
    await expect(page.getByRole("heading", { name: words })).toBeAttached();
  });

  test("a link to a far section lands on it, and back-to-top returns to the top", async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/about");
    const jump = page.locator("main > section").first().locator('a[href^="#"]').last();
    const id = (await jump.getAttribute("href"))!.slice(1);
    await jump.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const top = () => page.locator(`[id="${id}"]`).evaluate((target) => target.getBoundingClientRect().top);
    // scroll-padding-top is 6rem: the target sits just below the top bar, and stays there once sections render.
    await expect.poll(top).toBeGreaterThanOrEqual(90);
    await page.waitForTimeout(500);
    expect(Math.abs((await top()) - 96)).toBeLessThanOrEqual(8);

    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator("[data-back-to-top]").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
