// Longer than a screen because it is the home page's spec: a test or two per section (hero, reasons and
// figures, services row, testimonials, templates, partners, technology grid) and the page as a whole.
import type { Locator, Page } from "@playwright/test";
import { rowSizes } from "#src/sections/home/tech-grid-rows.ts";
import { expect, expectHydrated, seriousA11yViolations, test } from "./fixtures";
import { content, layout, single } from "./site-content";

const home = single(content.homePage, "homePage");
const shop = single(content.shopPage, "shopPage");
const testimonials = content.testimonials.map((entry) => entry.data);
const partners = content.partners.map((entry) => entry.data);
/** The services row's cards as the content has them: each card's title and where its Learn More leads. */
const serviceCards = home.services.cards.map(
  (card) => [card.title, card.to ?? `/services/${(card.service as { id: string }).id}`] as const,
);

const scrollLeftOf = (row: Locator) => row.evaluate((element) => element.scrollLeft);

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
  const tops = await items.evaluateAll((elements) => elements.map((el) => (el as HTMLElement).offsetTop));
  const counts = new Map<number, number>();
  for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

async function servicesRow(page: Page) {
  const row = page.getByRole("list", { name: home.services.rowLabel });
  // Centre the row at once (the page scrolls smoothly otherwise), then rest the pointer in a corner:
  // a pointer left over the row is a hover, which pauses it.
  await row.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  await page.mouse.move(5, 5);
  await expect(row).toBeInViewport();
  await expectHydrated(row);
  await expect(row).toHaveAttribute("data-paused", "false");
  return row;
}

test.describe("home page", () => {
  test("hero: What's new banner, Explore and Explore Now lead to the quote page", async ({ page, visit }) => {
    await visit("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(home.hero.title.replace("{highlight}", home.hero.highlight));
    // The highlighted words are the accent span, wherever the title puts them.
    await expect(heading.locator("span")).toHaveText(home.hero.highlight);
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
    const impact = page.getByRole("region", { name: home.impact.title });
    for (const figure of ["150+", "50+", "3+", "24/7"])
      await expect(impact.getByText(figure, { exact: true })).toBeVisible();
    for (const label of ["Projects Completed", "Happy Clients", "Years Experience", "Support Available"])
      await expect(impact.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get a Custom Quote" })).toHaveAttribute("href", "/contact");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("services row: every card of the content, Learn More targets and the two buttons", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const row = page.getByRole("list", { name: home.services.rowLabel });
    await expect(row.getByRole("listitem")).toHaveCount(serviceCards.length);
    for (const [title, href] of serviceCards)
      await expect(row.getByRole("link", { name: `Learn More: ${title}` })).toHaveAttribute("href", href);
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
    await expect(row).toHaveAttribute("data-paused", "hover");
    const hovered = await scrollLeftOf(row);
    await page.waitForTimeout(600);
    expect(await scrollLeftOf(row)).toBe(hovered);
    await page.mouse.move(5, 5);
    expect(await scrollsPast(page, row, hovered, 3)).toBe(true);

    // Keyboard focus inside: stands still.
    await row.getByRole("link").first().focus();
    await expect(row).toHaveAttribute("data-paused", "focus");
    const focused = await scrollLeftOf(row);
    await page.waitForTimeout(600);
    expect(await scrollLeftOf(row)).toBe(focused);
    await row.getByRole("link").first().blur();

    // At the end it wraps to the start.
    await row.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
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
    const last = row.getByRole("link", { name: `Learn More: ${serviceCards.at(-1)![0]}` });
    await last.focus();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${serviceCards.at(-1)![1]}$`));
  });

  test("testimonials: each of the content's, with its rating, and review links opening in a new tab", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const section = page.getByRole("region", { name: home.testimonials.title });
    await expect(section.getByRole("figure")).toHaveCount(testimonials.length);
    for (const testimonial of testimonials) {
      const figure = section.getByRole("figure").filter({ hasText: testimonial.name });
      await expect(figure).toContainText(testimonial.content);
      await expect(
        figure.getByRole("img", {
          name: home.testimonials.ratingLabel.replace("{rating}", String(testimonial.rating)),
        }),
      ).toHaveCount(1);
    }
    const [review, maps] = home.testimonials.reviewLinks;
    const reviewLink = section.getByRole("link", { name: review!.label });
    const mapsLink = section.getByRole("link", { name: maps!.label });
    await expect(reviewLink).toHaveAttribute("href", /^https:\/\/www\.trustpilot\.com\//);
    await expect(mapsLink).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    for (const link of [reviewLink, mapsLink]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(new RegExp(`${layout.newTab.replace(/[()]/g, "\\$&")}$`));
    }
  });

  test("premium templates: cards without prices, and View All Templates to /shop", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const section = page.getByRole("region", { name: home.templates.title });
    const shown = content.templates.slice(0, home.templates.shown);
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(shown.length);
    for (const [index, template] of shown.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(template.data.title);
      await expect(card.getByRole("img", { name: template.data.image.alt })).toBeVisible();
      await expect(card.getByRole("link", { name: template.data.title, exact: true })).toHaveAttribute(
        "href",
        `/templates/${template.id}`,
      );
      await expect(
        card.getByRole("link", { name: `${shop.card.details}: ${template.data.title}` }),
      ).toHaveAttribute("href", `/templates/${template.id}`);
    }
    await expect(section.getByText("Contact for Pricing", { exact: true })).toHaveCount(shown.length);
    await expect(section).not.toContainText("$");
    // Technologies and features show at most three each.
    const lists = await section
      .getByRole("list", { name: new RegExp(`${shop.card.technologies}|${shop.card.features}`) })
      .all();
    expect(lists).toHaveLength(shown.length * 2);
    for (const list of lists)
      expect(
        await list
          .getByRole("listitem")
          .filter({ hasNotText: /^\+\d+ more$/ })
          .count(),
      ).toBeLessThanOrEqual(3);
    await expect(section.getByRole("link", { name: "View All Templates" })).toHaveAttribute("href", "/shop");
  });

  test("partner strip: every wordmark shown twice, the copy hidden from assistive technology", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const track = page.locator("[data-partner-track]");
    const lists = track.locator(":scope > ul");
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).locator("li")).toHaveCount(partners.length);
    await expect(lists.nth(1).locator("li")).toHaveCount(partners.length);
    await expect(lists.nth(1)).toHaveAttribute("aria-hidden", "true");
    const strip = page.getByRole("list", { name: home.partners.title });
    await expect(strip.getByRole("listitem")).toHaveCount(partners.length);
    for (const partner of partners)
      await expect(page.getByRole("img", { name: partner.name })).toHaveCount(1);
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("marquee");
    // CSS alone: no script belongs to the strip.
    await expect(track.locator("xpath=ancestor::astro-island")).toHaveCount(0);
  });

  test("partner strip: not drawn while far from the view, then drawn at the height it reserved", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/");
    const strip = page.locator("[data-partner-strip]");
    const logo = strip.getByRole("img").first();
    const drawn = () => logo.evaluate((img) => img.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(), "skipped while far below the first screen").toBe(false);
    const reserved = await strip.evaluate((element) => element.getBoundingClientRect().height);
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    expect(await strip.evaluate((element) => element.getBoundingClientRect().height)).toBe(reserved);
    expect(
      await page.locator("[data-partner-track]").evaluate((element) => element.getAnimations().length),
    ).toBe(1);
  });

  test("partner strip stands still with reduced motion", async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/");
    const track = page.locator("[data-partner-track]");
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await expect(track.locator("[data-duplicate]")).toBeHidden();
  });

  for (const width of [375, 768]) {
    test(`with reduced motion at ${width} px the wordmarks wrap into rows inside the page's side margins`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit("/");
      const logos = page.getByRole("list", { name: home.partners.title }).getByRole("img");
      await expect(logos.first()).toBeVisible();
      const rows = new Map<number, { left: number; right: number }>();
      for (const logo of await logos.all()) {
        const box = (await logo.boundingBox())!;
        const row = Math.round(box.y);
        const seen = rows.get(row);
        rows.set(row, {
          left: Math.min(seen?.left ?? box.x, box.x),
          right: Math.max(seen?.right ?? 0, box.x + box.width),
        });
      }
      for (const { left, right } of rows.values()) {
        expect(left, "a row starts inside the side margin").toBeGreaterThanOrEqual(16);
        expect(right, "a row ends inside the side margin").toBeLessThanOrEqual(width - 16);
        // Centred: the space left and right of a row differ by little more than rounding.
        expect(Math.abs(left - (width - right))).toBeLessThanOrEqual(4);
      }
    });
  }

  // The spec's rows (16 tools: 4/4/4/4, 6/6/4, 7/5/4) for however many tools the content has.
  const tools = content.technologies.length;
  for (const [width, rows] of [
    [375, rowSizes(tools, [4])],
    [900, rowSizes(tools, [6])],
    [1280, rowSizes(tools, [7, 5, 4, 7])],
  ] as const) {
    test(`technology grid: ${tools} tools in rows of ${rows.join("/")} at ${width} px`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit("/");
      const grid = page.getByRole("list", { name: home.technologies.title });
      await grid.scrollIntoViewIfNeeded();
      const tiles = grid.getByRole("listitem");
      await expect(tiles).toHaveCount(tools);
      expect(await rowCounts(tiles)).toEqual(rows);
      // Each tile's brand icon is its own lazily loaded SVG file, and all of them arrive once the grid is near.
      const icons = grid.locator("img");
      expect(
        await icons.evaluateAll((images) => images.map((image) => image.getAttribute("loading"))),
      ).toEqual(Array(tools).fill("lazy"));
      const loadedIcons = () =>
        icons.evaluateAll(
          (images) =>
            images.filter(
              (image) =>
                image instanceof HTMLImageElement &&
                image.naturalWidth > 0 &&
                /\.svg$/.test(image.currentSrc),
            ).length,
        );
      await expect.poll(loadedIcons).toBe(tools);
    });
  }

  test("is accessible on a phone, and ships code only for the services row", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/");
    const islands = await page
      .locator("main astro-island")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("component-export")));
    expect(islands).toEqual(["ServicesRow"]);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
