import { expect, test } from "./fixtures";

const NAV = [
  ["Home", "/"],
  ["Services", "/services"],
  ["About", "/about"],
  ["Portfolio", "/portfolio"],
  ["Shop", "/shop"],
  ["Packages", "/packages"],
  ["Contact", "/contact"],
] as const;

test.describe("top bar at 1280 px", () => {
  test("lists the links in the spec's order and marks the current page", async ({ page, visit }) => {
    await visit("/packages");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(NAV.map(([label]) => label));
    for (const [index, [, href]] of NAV.entries())
      await expect(links.nth(index)).toHaveAttribute("href", href);
    await expect(nav.getByRole("link", { name: "Packages" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    // Home is current only on the home page.
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  test("Get Quote leads to the quote page", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  test("becomes more opaque after 50 px of scroll and scales slightly on hover", async ({ page, visit }) => {
    await visit("/privacy-policy");
    const bar = page.locator("[data-scrolled]");
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    const before = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    const alpha = (color: string) => Number(color.match(/[\d.]+(?=\)$)/)?.[0] ?? 1);
    await expect
      .poll(async () => alpha(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)))
      .toBeGreaterThan(alpha(before));

    await bar.hover();
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).scale)).toMatch(/^1\.01/);
  });

  test("hides the menu button on wide screens", async ({ page, visit }) => {
    await visit("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens from the menu button over a dimmed backdrop and traps focus", async ({ page, visit }) => {
    await visit("/");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" }).first()).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const backdrop = await menu.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor);
    expect(backdrop).not.toBe("rgba(0, 0, 0, 0)");
    await expect(menu.getByRole("link")).toHaveText([...NAV.map(([label]) => label), "Get Quote"]);
    // The page beneath is inert: tabbing visits only the menu (and, natively, the browser's own UI).
    const visited = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        return active.closest("#mobile-menu")
          ? `menu:${active.textContent || active.getAttribute("aria-label")}`
          : "page";
      });
      expect(where).not.toBe("page");
      visited.add(where);
    }
    expect(visited).toContain("menu:Portfolio");
    expect(visited).toContain("menu:Close menu");
  });

  test("closes on a link, and the route change lands on the new page", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on the backdrop and on Escape, returning focus to the menu button", async ({
    page,
    visit,
  }) => {
    await visit("/about");
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 700);
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("closes when the route changes by other means (browser back)", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});
