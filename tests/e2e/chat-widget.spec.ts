import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";

const TEASER = "Hi! Ready to chat with our AI assistant?";

const toggle = (page: Page) => page.getByRole("button", { name: /chat and contact options/ });
const teaserText = (page: Page) => page.locator("[data-teaser-text]");
const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Seren" });

test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1440]) {
  test.describe(`floating widget at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("opens a panel with the online note and two actions, and closes on Escape", async ({
      page,
      visit,
    }) => {
      await visit("/services");
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
      const widget = page.getByRole("region", { name: "Chat with us" });
      await expect(widget.getByText("We're online!", { exact: true })).toBeVisible();
      await expect(widget.getByText("Typically replies within minutes", { exact: true })).toBeVisible();
      await expect(widget.getByRole("button", { name: /Chat with Seren/ })).toBeVisible();
      await expect(widget.getByRole("button", { name: /Start WhatsApp Chat/ })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await expect(widget).toBeHidden();
      await expect(toggle(page)).toBeFocused();
      // The round toggle also closes it.
      await toggle(page).click();
      await expect(widget).toBeVisible();
      await toggle(page).click();
      await expect(widget).toBeHidden();
    });

    test("Start WhatsApp Chat opens the messaging app with the project greeting", async ({
      page,
      visit,
      enquiries,
    }) => {
      await visit("/");
      await toggle(page).click();
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: /Start WhatsApp Chat/ }).click();
      await popup;
      const text = await enquiries.lastText();
      expect(text).toContain("interested in your digital services");
      expect(text).toContain("discuss a project");
      expect(enquiries.urls.at(-1)).toMatch(/^https:\/\/wa\.me\/94771234567\?text=/);
      await expect(page.getByRole("region", { name: "Chat with us" })).toBeHidden();
    });

    test("the assistant action opens the chat panel and closes the widget", async ({ page, visit }) => {
      await visit("/");
      await toggle(page).click();
      await page.getByRole("button", { name: /Chat with Seren/ }).click();
      await expect(chatPanel(page)).toBeVisible();
      await expect(page.getByRole("region", { name: "Chat with us" })).toHaveCount(0);
    });

    test("the teaser types its invitation 2 s after load, with a blinking cursor", async ({
      page,
      visit,
    }) => {
      await visit("/about");
      const typed = teaserText(page);
      // The whole sentence waits for screen readers; the visible text types out character by character.
      const seen = new Set<string>();
      const started = Date.now();
      await expect
        .poll(
          async () => {
            const text = (await typed.count()) ? ((await typed.textContent()) ?? "") : "";
            seen.add(text.trim());
            return text.trim();
          },
          { intervals: [20], timeout: 8000 },
        )
        .toBe(TEASER);
      const partials = [...seen].filter((text) => text && text !== TEASER);
      expect(partials.length).toBeGreaterThan(5);
      for (const text of partials) expect(TEASER.startsWith(text)).toBe(true);
      // 40 characters at 50 ms each take about 2 s.
      expect(Date.now() - started).toBeGreaterThan(1500);
      await expect(page.locator("[data-chat-teaser] .sr-only")).toHaveText(TEASER);
      // The cursor blinks: it is both shown and hidden within a second and a half.
      const states = new Set<boolean>();
      for (let i = 0; i < 12; i++) {
        states.add(
          await page.locator("[data-teaser-cursor]").evaluate((el) => getComputedStyle(el).opacity === "1"),
        );
        await page.waitForTimeout(125);
      }
      expect([...states].sort()).toEqual([false, true]);
    });

    test("the teaser does not show before 2 s", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const start = Date.now();
      await expect(page.locator("[data-chat-teaser]")).toBeAttached({ timeout: 6000 });
      // Hydration already took some of the 2 s: at least a second must have remained.
      expect(Date.now() - start).toBeGreaterThan(1000);
    });

    test("with reduced motion the teaser shows the whole text at once, without a cursor", async ({
      page,
      visit,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit("/");
      await expect(page.locator("[data-chat-teaser]")).toBeVisible({ timeout: 6000 });
      await expect(teaserText(page)).toHaveText(TEASER);
      await expect(page.locator("[data-teaser-cursor]")).toHaveCSS("opacity", "0");
    });

    test("closing the teaser hides it for the rest of the session", async ({ page, visit }) => {
      await visit("/");
      const teaser = page.locator("[data-chat-teaser]");
      await expect(teaser).toBeVisible({ timeout: 6000 });
      await page.getByRole("button", { name: "Dismiss chat invitation" }).click();
      await expect(teaser).toHaveCount(0);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.waitForTimeout(3500);
      await expect(teaser).toHaveCount(0);
    });

    test("Start Chat opens the panel and hides the teaser for the session", async ({ page, visit }) => {
      await visit("/");
      const teaser = page.locator("[data-chat-teaser]");
      await expect(teaser).toBeVisible({ timeout: 6000 });
      await page.getByRole("button", { name: "Start Chat", exact: true }).click();
      await expect(chatPanel(page)).toBeVisible();
      await page.getByRole("button", { name: "Close chat" }).click();
      await expect(chatPanel(page)).toBeHidden();
      await expect(teaser).toHaveCount(0);
      // Client-side navigation keeps it hidden too.
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await page.waitForTimeout(2500);
      await expect(teaser).toHaveCount(0);
    });

    test("the teaser is hidden while the chat panel is open, and back when it closes", async ({
      page,
      visit,
    }) => {
      await visit("/");
      const teaser = page.locator("[data-chat-teaser]");
      await expect(teaser).toBeVisible({ timeout: 6000 });
      await toggle(page).click();
      await expect(teaser).toHaveCount(0);
      await page.getByRole("button", { name: /Chat with Seren/ }).click();
      await expect(chatPanel(page)).toBeVisible();
      await expect(teaser).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(chatPanel(page)).toBeHidden();
      await expect(teaser).toBeVisible();
    });
  });
}
