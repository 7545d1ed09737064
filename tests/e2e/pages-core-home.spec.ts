import type { Locator, Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";

const scrollLeftOf = (row: Locator) => row.evaluate((el) => el.scrollLeft);

/** Watches the row for a few seconds: true once it has scrolled more than `by` pixels past `from`. */
async function scrollsPast(page: Page, row: Locator, from: number, by = 5) {
  for (let i = 0; i < 24; i++) {
    await page.waitForTimeout(250);
    if ((await scrollLeftOf(row)) > from + by) return true;
  }
  return false;
}

/** Row counts of a grid: how many items share each vertical position. */
async function rowCounts(items: Locator) {
  const tops = await items.evaluateAll((els) => els.map((el) => (el as HTMLElement).offsetTop));
  const counts = new Map<number, number>();
  for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

async function servicesRow(page: Page) {
  const row = page.getByRole("list", { name: "Our services" });
  // Centre the row at once (the page scrolls smoothly otherwise), then rest the pointer in a corner:
  // a pointer left over the row is a hover, which pauses it.
  await row.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await page.mouse.move(5, 5);
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute("data-paused", "false");
  return row;
}

test.describe("home page", () => {
  test("hero: What's new banner, Explore and Explore Now lead to the quote page", async ({ page, visit }) => {
    await visit("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Websites and brands that bring you customers",
    );
    await expect(page.getByText("What's new?", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore", exact: true })).toHaveAttribute(
      "href",
      "/get-quote",
    );
    await page.getByRole("link", { name: "Explore Now" }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  test("shows the three reasons, the impact figures and the closing quote link", async ({ page, visit }) => {
    await visit("/");
    for (const reason of ["Expert-Led Design", "ROI-Focused Strategies", "All-in-One Digital Partner"])
      await expect(page.getByRole("heading", { level: 3, name: reason })).toBeVisible();
    const impact = page.getByRole("region", { name: "Numbers we are proud of" });
    for (const figure of ["150+", "50+", "3+", "24/7"])
      await expect(impact.getByText(figure, { exact: true })).toBeVisible();
    for (const label of ["Projects Completed", "Happy Clients", "Years Experience", "Support Available"])
      await expect(impact.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get a Custom Quote" })).toHaveAttribute("href", "/contact");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("services row: five cards, Learn More targets and the two buttons", async ({ page, visit }) => {
    await visit("/");
    const row = await servicesRow(page);
    const expected = [
      ["Web Design & Development", "/services"],
      ["Branding & Identity", "/services"],
      ["Digital Marketing", "/services"],
      ["E-Commerce Solutions", "/services"],
      ["Private Limited Business Registration", "/services/private-limited-business-registration"],
    ];
    await expect(row.getByRole("listitem")).toHaveCount(5);
    for (const [title, href] of expected)
      await expect(row.getByRole("link", { name: `Learn More: ${title}` })).toHaveAttribute("href", href!);
    await expect(page.getByRole("link", { name: "Explore All Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(page.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/get-quote");
  });

  test("services row scrolls by itself, pauses on hover and on keyboard focus, and wraps", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const row = await servicesRow(page);
    // Moves by itself (0.5 px a frame: about 30 px a second at 60 fps).
    const moved = await scrollsPast(page, row, await scrollLeftOf(row));
    expect(moved, `paused: ${await row.getAttribute("data-paused")}`).toBe(true);

    // Hover: stands still.
    await row.hover();
    await page.waitForTimeout(150);
    const hovered = await scrollLeftOf(row);
    await page.waitForTimeout(600);
    expect(await scrollLeftOf(row)).toBe(hovered);
    await page.mouse.move(5, 5);
    expect(await scrollsPast(page, row, hovered, 3)).toBe(true);

    // Keyboard focus inside: stands still.
    await row.getByRole("link").first().focus();
    await page.waitForTimeout(150);
    const focused = await scrollLeftOf(row);
    await page.waitForTimeout(600);
    expect(await scrollLeftOf(row)).toBe(focused);
    await row.getByRole("link").first().blur();

    // At the end it wraps to the start.
    await row.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await expect.poll(() => scrollLeftOf(row)).toBeLessThan(40);
  });

  test("with reduced motion the row stands still and stays usable by keyboard", async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/");
    const row = await servicesRow(page);
    await page.waitForTimeout(800);
    expect(await scrollLeftOf(row)).toBe(0);
    // The last card is reachable with the keyboard: focusing it brings it into view.
    const last = row.getByRole("link", { name: "Learn More: Private Limited Business Registration" });
    await last.focus();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/private-limited-business-registration$/);
  });

  test("testimonials: three, rated 5, with review links opening in a new tab", async ({ page, visit }) => {
    await visit("/");
    const section = page.getByRole("region", { name: "What our clients say" });
    await expect(section.getByRole("figure")).toHaveCount(3);
    await expect(section.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
    const trustpilot = section.getByRole("link", { name: /Trustpilot/ });
    const maps = section.getByRole("link", { name: /Google Maps reviews/ });
    await expect(trustpilot).toHaveAttribute("href", /^https:\/\/www\.trustpilot\.com\//);
    await expect(maps).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    for (const link of [trustpilot, maps]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("premium templates: cards without prices, and View All Templates to /shop", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const section = page.getByRole("region", { name: "Ready-made websites, made yours" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(section.getByText("Contact for Pricing")).toHaveCount(3);
    await expect(section).not.toContainText("$");
    // Technologies and features show at most three each.
    for (const list of await section.getByRole("list", { name: /Built with|Features/ }).all())
      expect(
        await list
          .getByRole("listitem")
          .filter({ hasNotText: /^\+\d+ more$/ })
          .count(),
      ).toBeLessThanOrEqual(3);
    await expect(section.getByRole("link", { name: "View All Templates" })).toHaveAttribute("href", "/shop");
  });

  test("partner strip: seven wordmarks shown twice, the copy hidden from assistive technology", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const track = page.locator("[data-partner-track]");
    const lists = track.locator(":scope > ul");
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).locator("li")).toHaveCount(7);
    await expect(lists.nth(1).locator("li")).toHaveCount(7);
    await expect(lists.nth(1)).toHaveAttribute("aria-hidden", "true");
    await expect(
      page.getByRole("list", { name: "Businesses we have worked with" }).getByRole("listitem"),
    ).toHaveCount(7);
    await expect(page.getByRole("img", { name: "Kadalu Labs" })).toHaveCount(1);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("marquee");
  });

  test("partner strip stands still with reduced motion", async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/");
    const track = page.locator("[data-partner-track]");
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(track.locator("[data-duplicate]")).toBeHidden();
  });

  for (const [width, rows] of [
    [375, [4, 4, 4, 4]],
    [900, [6, 6, 4]],
    [1280, [7, 5, 4]],
  ] as const) {
    test(`technology grid: 16 tools in rows of ${rows.join("/")} at ${width} px`, async ({ page, visit }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit("/");
      const grid = page.getByRole("list", { name: "Tools we build with" });
      await grid.scrollIntoViewIfNeeded();
      const tiles = grid.getByRole("listitem");
      await expect(tiles).toHaveCount(16);
      expect(await rowCounts(tiles)).toEqual(rows);
      // Each tile's brand icon is its own lazily loaded SVG file, and all of them arrive once the grid is near.
      const loadedIcons = () =>
        grid
          .locator("img")
          .evaluateAll(
            (images) =>
              images.filter((image) => image instanceof HTMLImageElement && image.naturalWidth > 0).length,
          );
      await expect.poll(loadedIcons).toBe(16);
    });
  }

  test("is accessible on a phone", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
