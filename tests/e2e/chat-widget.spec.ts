// Longer than a screen because it is the chat widget's spec: its menu and the teaser's timing, motion and
// memory at each width, and the slow-phone cases.
import type { Page } from "@playwright/test";
import { assistantAction, chatPanel, teaser, toggle, widgetMenu } from "./chat-helpers";
import { expect, expectHydrated, seriousA11yViolations, test } from "./fixtures";
import { chat, enquiries, identity } from "./site-content";

const TEASER = "Hi! Ready to chat with our AI assistant?";

/** The teaser's text as it is drawn now: the characters typed so far (innerText leaves hidden ones out). */
const typedText = (page: Page) =>
  page.locator("[data-teaser-text]").evaluate((el) => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (typed characters only)
    const drawn = (el as HTMLElement).innerText;
    return drawn.replace(/\s+/g, " ").trim();
  });

/** Whether the cursor after the teaser's last character is drawn now. */
const cursorShown = (page: Page) =>
  page
    .locator("[data-teaser-char]:last-child")
    .evaluate((el) => getComputedStyle(el, "::after").opacity === "1");

/** When the teaser is first drawn, on the page's own clock (ms from the navigation). */
const whenTeaserShown = (page: Page) =>
  teaser(page).evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const check = () => {
          const box = element.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
          if (shown) resolve(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      }),
  );

/**
 * On a phone the teaser waits until the page has scrolled a screen down (it would cover the first screen's
 * buttons): scroll there, as a visitor reading on does.
 */
async function pastFirstScreen(page: Page) {
  const { width, height } = page.viewportSize()!;
  if (width < 640)
    await page.evaluate((by) => window.scrollTo({ top: by, behavior: "instant" }), height + 10);
}

test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1440]) {
  test.describe(`floating widget at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("opens a menu with the online note and two actions, and closes on Escape and the toggle", async ({
      page,
      visit,
    }) => {
      await visit("/contact");
      await pastFirstScreen(page);
      const menu = widgetMenu(page);
      await expect(menu).toBeHidden();
      await toggle(page).click();
      await expect(menu.getByText("We're online!", { exact: true })).toBeVisible();
      await expect(menu.getByText("Typically replies within minutes", { exact: true })).toBeVisible();
      await expect(menu.getByRole("button", { name: chat.widget.assistantAction })).toBeVisible();
      await expect(menu.getByRole("link", { name: /Start WhatsApp Chat/ })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle(page)).toBeFocused();
      // The round toggle also closes it, and so does a press elsewhere.
      await toggle(page).click();
      await expect(menu).toBeVisible();
      await toggle(page).click();
      await expect(menu).toBeHidden();
      await toggle(page).click();
      await page.mouse.click(10, 400);
      await expect(menu).toBeHidden();
    });

    test("Start WhatsApp Chat is a plain link to the messaging app with the project greeting", async ({
      page,
      visit,
      enquiries: opened,
    }) => {
      await visit("/contact");
      await pastFirstScreen(page);
      await toggle(page).click();
      const link = widgetMenu(page).getByRole("link", { name: /Start WhatsApp Chat/ });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const popup = page.waitForEvent("popup");
      await link.click();
      await popup;
      const text = await opened.lastText();
      expect(text).toBe(enquiries.chatWidget);
      // Spec: a greeting saying the visitor is interested in digital services and wants to discuss a project.
      expect(text).toContain("interested in your digital services");
      expect(text).toContain("discuss a project");
      expect(opened.urls.at(-1)).toMatch(
        new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`),
      );
      await expect(widgetMenu(page)).toBeHidden();
    });

    test("the assistant action opens the chat panel and closes the menu", async ({ page, visit }) => {
      await visit("/contact");
      await pastFirstScreen(page);
      await toggle(page).click();
      await assistantAction(page).click();
      await expect(chatPanel(page)).toBeVisible();
      await expect(widgetMenu(page)).toHaveCount(0);
    });

    test("the teaser types its invitation 2 s after load with a blinking cursor, without any script", async ({
      page,
      visit,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      // What is drawn, frame by frame (innerText leaves out the characters not typed yet), with the time:
      // recorded by the page itself from its start, so a slow test runner cannot miss the typing.
      await page.addInitScript((full) => {
        const seen: Array<{ at: number; text: string }> = [];
        (window as unknown as { teaserFrames: typeof seen }).teaserFrames = seen;
        const tick = () => {
          const typed = document.querySelector<HTMLElement>("[data-teaser-text]");
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
          const text = typed ? typed.innerText.replace(/\s+/g, " ").trim() : "";
          if (typed && seen.at(-1)?.text !== text) seen.push({ at: performance.now(), text });
          if (text !== full && performance.now() < 20_000) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }, TEASER);
      // A content page: nothing on it loads React before the visitor does something. (The splash closes by
      // keyboard: a mouse left where the teaser appears would count as a visitor's hover.)
      await visit("/no-such-page", { keepSplash: true });
      await page.keyboard.press("Escape");
      await pastFirstScreen(page);
      // The whole sentence waits for screen readers; the visible text types out character by character.
      await expect(page.locator("[data-chat-teaser] .sr-only")).toHaveText(TEASER);
      await page.waitForFunction(
        (full) =>
          (window as unknown as { teaserFrames: Array<{ text: string }> }).teaserFrames.at(-1)?.text === full,
        TEASER,
        { timeout: 20_000 },
      );
      const frames = await page.evaluate(
        () => (window as unknown as { teaserFrames: Array<{ at: number; text: string }> }).teaserFrames,
      );
      expect(frames.at(-1)?.text).toBe(TEASER);
      const partials = frames.filter(({ text }) => text && text !== TEASER);
      expect(partials.length).toBeGreaterThan(10);
      for (const { text } of partials) expect(TEASER.startsWith(text)).toBe(true);
      // It starts 2 s after load, and 40 characters at 50 ms each take about 2 s.
      const first = partials[0]!;
      expect(first.at).toBeGreaterThanOrEqual(2000);
      expect(frames.at(-1)!.at - first.at).toBeGreaterThan(1500);
      await expect(teaser(page)).toBeVisible();
      // The cursor, after the last character, blinks: it is both shown and hidden within a second and a half.
      const states = new Set<boolean>();
      for (let i = 0; i < 12; i++) {
        states.add(await cursorShown(page));
        await page.waitForTimeout(125);
      }
      expect([...states].sort()).toEqual([false, true]);
      // Typing moves nothing: every character holds its place from the first frame (no layout shift inside the
      // teaser; the page's own, such as a late web font, are the page tests' business).
      const teaserShifts = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            type Shift = PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> };
            const inTeaser = (node?: Node | null) =>
              Boolean((node instanceof Element ? node : node?.parentElement)?.closest("[data-chat-teaser]"));
            new PerformanceObserver((list) =>
              resolve(
                (list.getEntries() as Shift[])
                  .filter((entry) => entry.sources.some((source) => inTeaser(source.node)))
                  .map((entry) => entry.value),
              ),
            ).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve([]), 1000);
          }),
      );
      expect(teaserShifts).toEqual([]);
      // All of it without the widget's code, nor React.
      expect(scripts.filter((path) => /chat-|client\./.test(path))).toEqual([]);
      await expect(toggle(page).locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "");
    });

    test("the teaser does not show before 2 s", async ({ page, baseURL }) => {
      // Arriving from one of the site's own pages: no splash, so the page is shown as it loads.
      await page.goto("/contact", { waitUntil: "commit", referer: `${baseURL}/` });
      await expect(teaser(page)).toBeAttached();
      await expect(page.getByRole("dialog", { name: /welcome to/i })).toBeHidden();
      await expect(teaser(page)).toBeHidden();
      // Scrolled once the page is whole (scrolled earlier, a phone's page may not be a screen long yet).
      await page.waitForLoadState("domcontentloaded");
      await pastFirstScreen(page);
      // When it shows, on the page's own clock (from the navigation): a busy machine can only make it later.
      const shownAt = await whenTeaserShown(page);
      await expect(teaser(page)).toBeVisible();
      expect(shownAt).toBeGreaterThanOrEqual(2000);
    });

    test("beneath the splash the teaser waits: its 2 s start when the splash closes", async ({ page }) => {
      // Arriving (no referrer): the splash covers the page.
      await page.goto("/contact");
      const splash = page.getByRole("dialog", { name: /welcome to/i });
      await expect(splash).toBeVisible();
      // Well past the teaser's 2 s and its typing's 2 s, on the page's clock: nothing has shown or typed.
      await page.waitForFunction(() => performance.now() > 4500, null, { timeout: 10_000 });
      await pastFirstScreen(page);
      await expect(teaser(page)).toBeHidden();
      expect(await typedText(page)).toBe("");
      // Closed by keyboard (a mouse left where the teaser appears would count as a visitor's hover), at the
      // moment the key goes down, on the page's clock.
      await page.evaluate(() =>
        window.addEventListener(
          "keydown",
          () => Object.assign(window, { splashClosedAt: performance.now() }),
          { once: true, capture: true },
        ),
      );
      await page.keyboard.press("Escape");
      await expect(splash).toBeHidden();
      const shownAt = await whenTeaserShown(page);
      const closedAt = await page.evaluate(
        () => (window as unknown as { splashClosedAt: number }).splashClosedAt,
      );
      // 2 s from the close, give or take the frame the teaser's clock starts on.
      expect(shownAt - closedAt).toBeGreaterThanOrEqual(2000 - 50);
      // And then it types its whole invitation.
      await expect.poll(() => typedText(page), { timeout: 6000 }).toBe(TEASER);
    });

    test("with reduced motion the teaser shows the whole text at once, without a cursor", async ({
      page,
      visit,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit("/contact");
      await pastFirstScreen(page);
      await expect(teaser(page)).toBeVisible({ timeout: 6000 });
      expect(await typedText(page)).toBe(TEASER);
      expect(await cursorShown(page)).toBe(false);
    });

    test("closing the teaser hides it for the rest of the session", async ({ page, visit }) => {
      await visit("/contact");
      await pastFirstScreen(page);
      await expect(teaser(page)).toBeVisible({ timeout: 6000 });
      await page.getByRole("button", { name: chat.teaser.dismiss }).click();
      await expect(teaser(page)).toHaveCount(0);
      await expect(toggle(page)).toBeFocused();
      await page.reload();
      await page.getByRole("button", { name: "Continue to Website" }).click();
      await page.waitForTimeout(3500);
      await expect(teaser(page)).toBeHidden();
      // Moving to another page keeps it hidden too.
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await page.waitForTimeout(2500);
      await expect(teaser(page)).toBeHidden();
    });

    test("Start Chat opens the panel and hides the teaser for the session", async ({ page, visit }) => {
      await visit("/contact");
      await pastFirstScreen(page);
      await expect(teaser(page)).toBeVisible({ timeout: 6000 });
      await page.getByRole("button", { name: "Start Chat", exact: true }).click();
      await expect(chatPanel(page)).toBeVisible();
      await page.getByRole("button", { name: chat.panel.close }).click();
      await expect(chatPanel(page)).toBeHidden();
      await expect(teaser(page)).toHaveCount(0);
      await expect(toggle(page)).toBeFocused();
      // Another page keeps it hidden too.
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await page.waitForTimeout(2500);
      await expect(teaser(page)).toBeHidden();
    });

    test("the teaser is hidden while the menu or the chat panel is open, and back when they close", async ({
      page,
      visit,
    }) => {
      await visit("/contact");
      await pastFirstScreen(page);
      await expect(teaser(page)).toBeVisible({ timeout: 6000 });
      await expect.poll(() => typedText(page), { message: "the teaser has finished typing" }).toBe(TEASER);
      await toggle(page).click();
      await expect(teaser(page)).toBeHidden();
      await assistantAction(page).click();
      await expect(chatPanel(page)).toBeVisible();
      await expect(teaser(page)).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(chatPanel(page)).toBeHidden();
      await expect(teaser(page)).toBeVisible();
      // Back at once, fully typed: it does not start over.
      expect(await typedText(page)).toBe(TEASER);
    });
  });
}

test("on a slow phone, the chat toggle opens its menu at once (a popover: no script needed)", async ({
  page,
  visit,
  holdScripts,
}) => {
  const scripts = await holdScripts();
  await page.setViewportSize({ width: 412, height: 823 });
  await visit("/contact", { waitUntil: "commit" });
  await expect(toggle(page).locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "");
  await toggle(page).click();
  await expect(widgetMenu(page)).toBeVisible();
  await expect(widgetMenu(page).getByRole("link", { name: /Start WhatsApp Chat/ })).toBeVisible();
  // The teaser steps aside while the menu is open, before the widget's code too.
  await expect(teaser(page)).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(widgetMenu(page)).toBeHidden();
  expect(scripts.waiting()).toBeGreaterThan(0);
  scripts.release();
  await expectHydrated(toggle(page));
});

test("once the teaser has typed, only its last character shows the cursor, and it blinks", async ({
  page,
  baseURL,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // From one of the site's own pages: no splash, so the teaser types 2 s after load.
    await page.goto("/contact", { referer: `${baseURL}/` });
    await expect.poll(() => typedText(page), { timeout: 8000 }).toBe(TEASER);
    await page.waitForTimeout(300);
    const cursors = await page
      .locator("[data-teaser-char]")
      .evaluateAll((chars) => chars.map((char) => getComputedStyle(char, "::after").opacity));
    expect(cursors.slice(0, -1).every((opacity) => opacity === "0")).toBe(true);
    // The last one blinks: shown and hidden in turn.
    const seen = new Set<boolean>();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      seen.add(await cursorShown(page));
      await page.waitForTimeout(150);
    }
    expect([...seen].sort()).toEqual([false, true]);
  }
});

test("on a slow phone, Start Chat pressed before the code arrives opens the chat once it has", async ({
  page,
  visit,
  holdScripts,
}) => {
  await page.route("**/api/chat", (route) => route.fulfill({ json: { response: "Hi!" } }));
  const scripts = await holdScripts();
  await page.setViewportSize({ width: 412, height: 823 });
  await visit("/contact", { waitUntil: "commit" });
  await pastFirstScreen(page);
  await expect(teaser(page)).toBeVisible({ timeout: 6000 });
  await page.getByRole("button", { name: "Start Chat", exact: true }).click();
  await page.waitForTimeout(300);
  await expect(chatPanel(page)).toHaveCount(0);
  scripts.release();
  await expect(chatPanel(page)).toBeVisible();
  await expect(teaser(page)).toHaveCount(0);
});

test("without script too, the teaser waits beneath the open splash and types once it is closed", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/contact");
  const splash = page.getByRole("dialog", { name: /welcome to/i });
  await expect(splash).toBeVisible();
  // Past the teaser's 2 s and its typing's 2 s: nothing has shown or typed beneath the splash.
  await page.waitForTimeout(4500);
  await expect(teaser(page)).toBeHidden();
  expect(await typedText(page)).toBe("");
  // The splash's own button closes it without script (a form with method="dialog").
  await splash.getByRole("button", { name: "Continue to Website" }).click();
  await expect(splash).toBeHidden();
  await expect(teaser(page)).toBeVisible({ timeout: 6000 });
  await expect.poll(() => typedText(page), { timeout: 6000 }).toBe(TEASER);
  await context.close();
});
