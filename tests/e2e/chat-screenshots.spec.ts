import { expect, test } from "./fixtures";

/**
 * Screenshots of the widget, the teaser and an ongoing conversation at 375 and 1440 px, into screenshots/
 * (ignored by git) for review. They assert only that each state is on screen.
 */
test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1440]) {
  test.describe(`chat screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("teaser, widget and a conversation", async ({ page, visit }) => {
      await visit("/");
      await expect(page.locator("[data-chat-teaser] .sr-only")).toBeAttached({
        timeout: 6000,
      });
      await page.waitForTimeout(2200);
      await page.screenshot({ path: `screenshots/chat-teaser-${width}.png` });

      await page.getByRole("button", { name: "Open chat and contact options" }).click();
      await expect(page.getByText("We're online!")).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `screenshots/chat-widget-${width}.png` });

      await page.getByRole("button", { name: /Chat with Seren/ }).click();
      const panel = page.getByRole("dialog", { name: "Seren" });
      await expect(panel).toBeVisible();
      const input = panel.getByRole("textbox", { name: "Your message" });
      for (const question of ["Do you do SEO?", "What are your opening hours?"]) {
        await input.fill(question);
        await input.press("Enter");
        await expect(panel.locator("li[data-sender=ai]")).toHaveCount(question.startsWith("Do") ? 2 : 3);
      }
      await input.fill("How much does a website cost?");
      await page.waitForTimeout(400);
      await page.screenshot({ path: `screenshots/chat-conversation-${width}.png` });
    });
  });
}
