import type { Page } from "@playwright/test";
import { LOCALES, localizedPath } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { expect, test } from "./fixtures";
import { layout } from "./site-content";

// Spec: the top bar's links in this order.
const NAV_PATHS = ["/", "/services", "/about", "/portfolio", "/shop", "/packages", "/contact"];
const { topBar } = layout;
const labelOf = (path: string) => topBar.links.find((link) => link.to === path)!.label;
const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: topBar.navLabel });
const menuButton = (page: Page) => page.getByRole("button", { name: topBar.openMenu });
const menu = (page: Page) => page.getByRole("dialog", { name: topBar.menuTitle });

test.describe("top bar at 1280 px", () => {
  test("lists the links in the spec's order and marks the current page", async ({ page, visit }) => {
    await visit("/contact");
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(topBar.links.map((link) => link.label));
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(NAV_PATHS);
    await expect(mainNav(page).getByRole("link", { name: labelOf("/contact") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(1);
    // The not-found page is none of them.
    await visit("/no-such-page");
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(0);
  });

  test("Get Quote leads to the quote page", async ({ page, visit }) => {
    await visit("/contact");
    const cta = page.getByRole("banner").getByRole("link", { name: "Get Quote" });
    await expect(cta).toHaveAttribute("href", "/get-quote");
    await cta.click();
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  test("becomes more opaque after 50 px of scroll and scales slightly on hover", async ({ page, visit }) => {
    await visit("/contact");
    const bar = page.locator("[data-top-bar]");
    const alpha = async () => {
      const color = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
      return Number(color.match(/[\d.]+(?=\)$)/)?.[0] ?? 1);
    };
    const before = await alpha();
    expect(before).toBeLessThan(1);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    expect(await alpha()).toBe(before);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(alpha).toBeGreaterThan(before);
    // Back above 50 px, it is as it was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(alpha).toBe(before);

    await bar.hover();
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).scale)).toMatch(/^1\.01/);
  });

  test("hides the menu button on wide screens", async ({ page, visit }) => {
    await visit("/contact");
    await expect(mainNav(page)).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens from the menu button over a dimmed backdrop, as plain HTML, and Tab moves into it", async ({
    page,
    visit,
  }) => {
    await visit("/contact");
    await expect(mainNav(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("popovertarget", "mobile-menu");
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await menu(page).evaluate((el) => el.matches(":popover-open"))).toBe(true);
    const backdrop = await menu(page).evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor);
    expect(backdrop).not.toBe("rgba(0, 0, 0, 0)");
    await expect(menu(page).getByRole("link")).toHaveText([
      ...topBar.links.map((link) => link.label),
      topBar.cta.label,
    ]);
    await expect(menu(page).getByRole("link", { name: labelOf("/contact") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // From the button, Tab goes into the menu (the browser puts a popover next to its button).
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: topBar.closeMenu })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link").first()).toBeFocused();
  });

  test("the page behind does not scroll while the menu is open", async ({ page, visit }) => {
    await visit("/contact");
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.move(40, 700);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("End");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    // Afterwards the page scrolls again.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("closes on a link, which opens its page", async ({ page, visit }) => {
    await visit("/contact");
    await menuButton(page).click();
    await menu(page)
      .getByRole("link", { name: labelOf("/portfolio") })
      .click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu(page)).toBeHidden();
  });

  test("closes on the backdrop and on Escape, returning focus to the menu button", async ({
    page,
    visit,
  }) => {
    await visit("/contact");
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(20, 700);
    await expect(menu(page)).toBeHidden();

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("is closed when the visitor comes back to a page by back or forward", async ({ page, visit }) => {
    await visit("/contact");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: layout.footer.legalLinks[0]!.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${layout.footer.legalLinks[0]!.to}$`));
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu(page)).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${layout.footer.legalLinks[0]!.to}$`));
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(menu(page)).toBeHidden();
  });

  test("on a slow phone, the menu opens at once: it needs none of the page's scripts", async ({
    page,
    visit,
    holdScripts,
  }) => {
    await holdScripts();
    await visit("/no-such-page", { waitUntil: "commit" });
    await expect(menuButton(page).locator("xpath=ancestor::astro-island[1]")).toHaveCount(0);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.getByRole("button", { name: topBar.closeMenu }).click();
    await expect(menu(page)).toBeHidden();
    // (the page's scripts are still held back: none of them is needed)
  });
});

test.describe("top bar in every language, from a small phone to a wide desktop", () => {
  // Tamil's links are the longest: at 768 px they ran past the bar, and from 1024 to 1100 px the button did.
  // At 375 px the Indic bars' menu button ran past the bar (the wordmark lost the brand's spacing there).
  for (const locale of LOCALES) {
    test(`${locale}: the links or the menu, the switcher and the button all sit inside the bar, on one line`, async ({
      page,
      visit,
    }) => {
      const words = single(readSiteContent({ locale }).layout, "layout");
      await visit(localizedPath("/contact", locale), { keepSplash: true });
      await page.getByRole("button", { name: words.splash.continueLabel }).click();
      const banner = page.getByRole("banner");
      const nav = banner.getByRole("navigation", { name: words.topBar.navLabel });
      const openMenu = banner.getByRole("button", { name: words.topBar.openMenu });
      const switcher = banner.getByRole("button", { name: new RegExp(`^${words.languages.label}:`) });
      for (const width of [320, 375, 430, 768, 900, 1024, 1100, 1280, 1440, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        // One way to every page: the links, or the menu button where they do not fit.
        await expect
          .poll(async () => [await nav.isVisible(), await openMenu.isVisible()])
          .not.toEqual([false, false]);
        expect((await nav.isVisible()) && (await openMenu.isVisible()), `${width} px: links and menu`).toBe(
          false,
        );
        // The way to the other languages, at every width.
        await expect(switcher, `${width} px`).toBeVisible();
        const bar = (await page.locator("[data-top-bar]").boundingBox())!;
        const items = await banner
          .locator("[data-top-bar] a:visible, [data-top-bar] button:visible, [data-top-bar] input:visible")
          .evaluateAll((elements) =>
            elements.map((element) => {
              const box = element.getBoundingClientRect();
              const lines = new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size;
              return {
                name: element.textContent?.trim() || element.getAttribute("aria-label"),
                tall: box.height > 48 || lines > 1,
                ...box.toJSON(),
              };
            }),
          );
        // Inside the bar, with its padding (8 px at the end, as in English), each on one line.
        for (const item of items) {
          expect(item.left, `${width} px: ${item.name}`).toBeGreaterThanOrEqual(bar.x + 7);
          expect(item.right, `${width} px: ${item.name}`).toBeLessThanOrEqual(bar.x + bar.width - 7);
          expect(item.tall, `${width} px: ${item.name} on one line`).toBe(false);
        }
        // The labels in English's size wherever the bar has room for them at all (from 1100 px).
        if (width >= 1100 && (await nav.isVisible()))
          expect(
            await nav
              .getByRole("link")
              .first()
              .evaluate((a) => getComputedStyle(a).fontSize),
          ).toBe("15.2px");
        // The wordmark where there is room: beside the mark on a phone and a tablet, and on a wide bar
        // (Tamil's links and button fill it).
        if ([375, 430, 768].includes(width) || (width >= 1280 && locale !== "ta"))
          expect(await wordmarkShown(page), `${width} px: the wordmark`).toBe(true);
      }
    });
  }

  test("at 768 px, the switcher in the bar offers every language", async ({ page, visit }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await visit("/contact");
    await page
      .getByRole("banner")
      .getByRole("button", { name: new RegExp(`^${layout.languages.label}:`) })
      .click();
    const offered = page
      .getByRole("banner")
      .getByRole("navigation", { name: layout.languages.label })
      .getByRole("link");
    await expect(offered).toHaveCount(LOCALES.length);
    await expect(offered.first()).toBeVisible();
  });
});

/** The wordmark is on the mark's line (where it lacks room it wraps below it, out of sight). */
const wordmarkShown = (page: Page) =>
  page.locator("[data-top-bar] [data-wordmark]").evaluate((wordmark) => {
    const mark = wordmark.parentElement!.querySelector("svg")!.getBoundingClientRect();
    return wordmark.getBoundingClientRect().top < mark.bottom;
  });
