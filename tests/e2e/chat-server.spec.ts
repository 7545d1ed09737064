import { chatInput, chatPanel, openChat, replies, TIME, toggle, visitorMessages } from "./chat-helpers";
import { expect, test } from "./fixtures";
import { chat } from "./site-content";

/**
 * The chat against the real server's POST /api/chat without an AI key: the keyless assistant answers from
 * the site's own content. (The panel's behaviour is tested with answers made in the browser: chat-panel.)
 */
test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("answers from the site's content through the real server, linking the right page", async ({
      page,
      visit,
    }) => {
      await visit("/contact");
      await openChat(page);
      await chatInput(page).fill("Can you help my business rank higher on Google?");
      await chatInput(page).press("Enter");
      const reply = replies(page).nth(1);
      await expect(reply).toContainText("SEO Optimization");
      await expect(reply.locator("time")).toHaveText(TIME);
      const link = reply.getByRole("link", { name: "/services/seo-optimization" });
      await expect(link).toHaveAttribute("href", "/services/seo-optimization");

      await chatInput(page).fill("How much does it cost?");
      await chatInput(page).press("Enter");
      await expect(replies(page).nth(2)).toContainText("Contact for Pricing");

      await link.click();
      await expect(page).toHaveURL(/\/services\/seo-optimization$/);
      if (width < 1024) {
        // On small screens the panel gives way to the page the visitor asked for.
        await page.waitForTimeout(500);
        await expect(chatPanel(page)).toHaveCount(0);
        await toggle(page).click();
        await page.getByRole("button", { name: chat.widget.assistantAction }).click();
      }
      // The conversation lives on for the rest of the visit.
      await expect(replies(page)).toHaveCount(3);
      await expect(visitorMessages(page).first()).toContainText("rank higher on Google");
    });
  });
}
