import type { Page } from "@playwright/test";
import { dismissSplash, expect, test } from "./fixtures";
import { content, identity, layout, single } from "./site-content";

const contactPage = single(content.contactPage, "contactPage");
const splash = (page: Page) => page.getByRole("dialog", { name: layout.splash.title });
const continueButton = (page: Page) => page.getByRole("button", { name: "Continue to Website" });

test.describe("splash screen", () => {
  test("greets a visitor who arrives, as a modal over the page already drawn beneath it", async ({
    page,
    visit,
  }) => {
    await visit("/contact", { keepSplash: true });
    await expect(splash(page)).toBeVisible();
    await expect(splash(page).getByRole("img", { name: identity.founder.portrait.alt })).toBeAttached();
    await expect(splash(page).getByText(identity.founder.name, { exact: true })).toBeVisible();
    await expect(splash(page).getByText(identity.founder.role, { exact: true })).toBeVisible();
    // Focus is inside the dialog and the page beneath is inert.
    await expect(continueButton(page)).toBeFocused();
    expect(await page.evaluate(() => document.querySelector("dialog[data-splash]")?.matches(":modal"))).toBe(
      true,
    );
    await expect(
      page.getByRole("heading", { level: 1, name: contactPage.hero.title, includeHidden: true }),
    ).toBeAttached();

    await continueButton(page).click();
    await expect(splash(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: contactPage.hero.title })).toBeVisible();
  });

  test("is a modal before the page beneath is first drawn, so the page is styled once", async ({
    page,
    visit,
  }) => {
    // Made modal after the page was drawn (at load, say), or placed after the page, every element of the page
    // is styled again as it turns inert. Recorded by the page itself: the first frame that lays out <main>
    // reports its size to a ResizeObserver, and the splash must be modal by then.
    await page.addInitScript(() => {
      const mark = (name: string, value: boolean | undefined) => {
        document.documentElement.dataset[name] = String(value);
      };
      const splashDialog = () => document.querySelector("dialog[data-splash]");
      const watch = new MutationObserver(() => {
        const main = document.querySelector("main");
        if (!main) return;
        watch.disconnect();
        mark("splashBeforePage", Boolean(splashDialog()));
        const drawn = new ResizeObserver(() => {
          drawn.disconnect();
          mark("splashModalWhenPageDrawn", splashDialog()?.matches(":modal"));
        });
        drawn.observe(main);
      });
      // Run before the parser has made <html>: the document itself is watched.
      watch.observe(document, { childList: true, subtree: true });
    });
    await visit("/contact", { keepSplash: true });
    await expect(splash(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-splash-before-page", "true");
    await expect(page.locator("html")).toHaveAttribute("data-splash-modal-when-page-drawn", "true");
    await expect(continueButton(page)).toBeFocused();
  });

  test("closes with Escape and hands focus to the top of the page", async ({ page, visit }) => {
    await visit("/contact", { keepSplash: true });
    await expect(continueButton(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(splash(page)).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: layout.skipLink })).toBeFocused();
  });

  test("is in the HTML before any script runs, and closes without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await expect(continueButton(page)).toBeVisible();
    await continueButton(page).click();
    await expect(continueButton(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: contactPage.hero.title })).toBeVisible();
    await context.close();
  });

  test("closes with Continue to Website before any of the page's scripts has loaded", async ({
    page,
    visit,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await visit("/contact", { waitUntil: "commit", keepSplash: true });
    await continueButton(page).click();
    await expect(splash(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: contactPage.hero.title })).toBeVisible();
    // The page loads no script file before the visitor uses it (its islands wait for interaction): the splash
    // and the page are plain HTML and the inline head script.
    expect(
      await page.evaluate(
        () => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length,
      ),
    ).toBe(0);
    scripts.release();
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
    expect(await portrait.evaluate((image) => image.getBoundingClientRect().width)).toBe(160);
    // The smallest file that covers 280 device pixels: the 320 px wide one, in the first format offered.
    const smallest = await page
      .locator("dialog[data-splash] picture source")
      .first()
      .evaluate((source) => {
        const candidates = (source as HTMLSourceElement).srcset
          .split(",")
          .map((entry) => entry.trim().split(/\s+/));
        return candidates.find(([, width]) => width === "320w")?.[0];
      });
    expect(smallest).toBeTruthy();
    const chosen = await portrait.evaluate(
      (image) => new URL((image as HTMLImageElement).currentSrc).pathname,
    );
    expect(chosen).toBe(smallest);
    await context.close();
  });
});

test.describe("splash rules", () => {
  test("moving between the site's pages by a link, back or forward: no splash", async ({ page, visit }) => {
    await visit("/contact");
    const privacy = layout.footer.legalLinks.find((link) => link.to === "/privacy-policy")!;
    await page.getByRole("contentinfo").getByRole("link", { name: privacy.label }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(continueButton(page)).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: contactPage.hero.title })).toBeVisible();
    await expect(continueButton(page)).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(continueButton(page)).toBeHidden();
  });

  test("on a slow connection, the next page shows no splash while its scripts are on their way", async ({
    page,
    visit,
  }) => {
    await visit("/contact");
    // From now on the page's scripts are held back (the holdScripts fixture would hold the first page's too).
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/[^?]+\.js(?:\?.*)?$/, async (route) => {
      await arrived;
      await route.continue();
    });
    const privacy = layout.footer.legalLinks.find((link) => link.to === "/privacy-policy")!;
    await page.getByRole("contentinfo").getByRole("link", { name: privacy.label }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("banner")).toBeVisible();
    await page.waitForTimeout(500);
    await expect(continueButton(page)).toBeHidden();
    release();
  });

  test("a reload greets again", async ({ page, visit }) => {
    await visit("/contact");
    await page.reload();
    await expect(splash(page)).toBeVisible();
    await expect(continueButton(page)).toBeFocused();
    await dismissSplash(page);
  });

  test("a deep link from another site and a new tab greet", async ({ page, context, visit }) => {
    await visit("/contact");
    // Arriving from a search result.
    await page.goto("/no-such-page", { referer: "https://www.google.com/" });
    await expect(splash(page)).toBeVisible();
    await dismissSplash(page);
    // A new tab of the site.
    const other = await context.newPage();
    await other.goto("/contact");
    await expect(splash(other)).toBeVisible();
  });
});
