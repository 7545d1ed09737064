import {
  answerChat,
  chatInput,
  chatPanel,
  json,
  openChat,
  replies,
  toggle,
  visitorMessages,
} from "./chat-helpers";
import { dismissSplash, expect, test } from "./fixtures";
import { chat, identity } from "./site-content";

/**
 * The chat's open state and conversation last while the visitor moves between the site's pages in one tab
 * (session storage only), and go nowhere but POST /api/chat.
 */
test.describe.configure({ timeout: 60_000 });

// A page of the site that any branch has: the not-found page, at an address the site does not have.
const OTHER_PAGE = "/no-such-page";

async function converse(page: import("@playwright/test").Page) {
  await answerChat(page, json(200, { response: "Happy to help: see /contact for our details." }));
  await openChat(page);
  await chatInput(page).fill("How do I reach you?");
  await chatInput(page).press("Enter");
  await expect(replies(page)).toHaveCount(2);
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the open chat and its conversation follow the visitor to the next page", async ({ page, visit }) => {
    await visit(OTHER_PAGE);
    await converse(page);
    const firstTimes = await chatPanel(page).locator("time").allTextContents();
    await replies(page).nth(1).getByRole("link", { name: "/contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // No splash between the site's own pages, and the chat is open as it was left.
    await expect(page.getByRole("button", { name: "Continue to Website" })).toBeHidden();
    await expect(chatPanel(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-chat-open", "true");
    await expect(chatInput(page)).toBeFocused();
    await expect(replies(page)).toHaveCount(2);
    await expect(visitorMessages(page)).toHaveText([/How do I reach you\?/]);
    expect(await chatPanel(page).locator("time").allTextContents()).toEqual(firstTimes);

    // Closed here, it stays closed on the next page, and the conversation is still there when reopened.
    await page.keyboard.press("Escape");
    await expect(chatPanel(page)).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.waitForTimeout(500);
    await expect(chatPanel(page)).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-chat-open");
    await openChat(page);
    await expect(replies(page)).toHaveCount(2);
    await expect(visitorMessages(page)).toHaveCount(1);
  });

  test("on a slow connection, the next page keeps the panel's place until the chat's code arrives", async ({
    page,
    visit,
  }) => {
    await visit(OTHER_PAGE);
    await converse(page);
    // From now on the page's scripts are held back (the holdScripts fixture would hold the first page's too).
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/[^?]+\.js(?:\?.*)?$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await replies(page).nth(1).getByRole("link", { name: "/contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const frame = page.locator("body > div").first();
    await expect(frame).toHaveCSS("padding-right", "416px");
    const placeholder = page.locator("[data-chat-panel-placeholder]");
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText(identity.assistant.name);
    await expect(placeholder).toContainText(chat.panel.loading);
    await expect(page.getByRole("button", { name: "Continue to Website" })).toBeHidden();
    const box = await placeholder.boundingBox();
    expect(Math.round(box!.x)).toBe(1440 - 416);
    release();
    await expect(chatPanel(page)).toBeVisible();
    await expect(placeholder).toBeHidden();
    await expect(replies(page)).toHaveCount(2);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a link in a reply closes the panel for the page it opens; the conversation stays", async ({
    page,
    visit,
  }) => {
    await visit(OTHER_PAGE);
    await converse(page);
    await replies(page).nth(1).getByRole("link", { name: "/contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForTimeout(500);
    await expect(chatPanel(page)).toHaveCount(0);
    await openChat(page);
    await expect(replies(page)).toHaveCount(2);
    await expect(visitorMessages(page)).toHaveText([/How do I reach you\?/]);
  });
});

test("a new tab starts a new conversation, and nothing is kept beyond the tab's session", async ({
  page,
  context,
  visit,
}) => {
  await visit(OTHER_PAGE);
  await converse(page);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(() => Object.keys(sessionStorage));
  expect(stored.every((key) => key.startsWith("serendib:"))).toBe(true);

  const other = await context.newPage();
  await other.goto("/contact");
  await dismissSplash(other);
  await expect(chatPanel(other)).toHaveCount(0);
  await toggle(other).click();
  await other.getByRole("button", { name: chat.widget.assistantAction }).click();
  await expect(replies(other)).toHaveCount(1);
});
