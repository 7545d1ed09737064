import { openChat, toggle, widgetMenu } from "./chat-helpers";
import { expect, test } from "./fixtures";

// The pages of the shared frame on this branch: a page with a form, and the not-found page.
const paths = ["/contact", "/no-such-page"];

/** Elements that stick out past the window (ignoring what sits inside a clipping container, such as a scrolling row). */
function overflowing() {
  const out: string[] = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    // Screen-reader-only text is 1 px wide, just off the edge by design.
    if (r.width <= 1 || (r.right <= window.innerWidth + 0.5 && r.left >= -0.5)) continue;
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body && !clipped; a = a.parentElement)
      clipped = getComputedStyle(a).overflowX !== "visible";
    if (!clipped) out.push(`${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 40)}`);
  }
  return out;
}

for (const width of [320, 375, 768, 1024, 1440]) {
  test(`no sideways overflow at ${width} px, with the frame's menus and panels open too`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.route("**/api/chat", (route) => route.fulfill({ json: { response: "Hello!" } }));
    for (const path of paths) {
      await visit(path);
      const bar = page.locator("[data-top-bar]");
      expect(
        await bar.evaluate((el) => el.scrollWidth - el.clientWidth),
        `top bar at ${width} px`,
      ).toBeLessThanOrEqual(0);
      // The chat teaser is out after 2 s (on a phone, a screen down the page: scroll to the end).
      if (width < 640)
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await expect(page.locator("[data-chat-teaser]")).toBeVisible({ timeout: 6000 });
      expect(await page.evaluate(overflowing), `${path} at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
    // The widget's menu and the chat panel fit too.
    await toggle(page).click();
    await expect(widgetMenu(page)).toBeVisible();
    expect(await page.evaluate(overflowing), `chat menu at ${width} px`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(widgetMenu(page)).toBeHidden();
    await openChat(page);
    expect(await page.evaluate(overflowing), `chat panel at ${width} px`).toEqual([]);
    // The top bar, narrower beside the open panel on wide screens, still holds what it shows.
    const bar = page.locator("[data-top-bar]");
    await expect.poll(() => bar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
}
