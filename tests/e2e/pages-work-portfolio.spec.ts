import type { Page } from "@playwright/test";
import { pluralText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import { expect, expectHydrated, seriousA11yViolations, test } from "./fixtures";
import { content, layout, single } from "./site-content";

// Axe runs and several page loads per test: more than the default 30 s when the 2-core machine is busy.
test.describe.configure({ timeout: 90_000 });

const page$ = single(content.portfolioPage, "portfolioPage");
const pieces = [...content.portfolioPieces]
  .sort((a, b) => a.data.order - b.data.order)
  .map((piece) => piece.data);
const websites = [...content.portfolioWebsites].sort((a, b) => a.data.order - b.data.order);
const { viewer: viewerCopy } = page$.gallery;
const position = (index: number, total: number) =>
  fillTemplate(viewerCopy.position, { index: index + 1, total });

const gallery = (page: Page) => page.getByRole("region", { name: page$.gallery.title });
const thumbnails = (page: Page) => gallery(page).getByRole("listitem").getByRole("button");
const viewer = (page: Page) => page.getByRole("dialog");
const thumbnail = (page: Page, index: number) =>
  gallery(page).getByRole("button", { name: new RegExp(`^${pieces[index]!.title}`) });
/** A category of the filter: a radio styled as a button (plain HTML: it filters with no script). */
const category = (page: Page, name: string) =>
  gallery(page)
    .getByRole("group", { name: page$.gallery.filterLabel })
    .getByRole("radio", { name, exact: true });
/** Picks a category as a visitor does: a tap on its pill (the radio's label). */
const pick = (page: Page, name: string) =>
  gallery(page)
    .getByRole("group", { name: page$.gallery.filterLabel })
    .getByText(name, { exact: true })
    .click();
const countLine = (page: Page) => gallery(page).locator("[data-filter-count]:visible");

test.describe("portfolio", () => {
  test("hero buttons jump to the gallery and the websites, above the figures", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    await visit("/portfolio");
    await expect(page.getByRole("heading", { level: 1, name: page$.hero.title })).toBeVisible();
    await expect(page.getByRole("img", { name: page$.hero.image.alt })).toBeVisible();
    // Spec: 150+ projects, 50+ websites, 200+ designs, 98% satisfaction.
    await expect(page.getByRole("list", { name: page$.statsLabel }).getByRole("listitem")).toHaveText(
      ["150+", "50+", "200+", "98%"].map(
        (number, index) => new RegExp(`${number.replace("+", "\\+")}\\s*${page$.stats[index]!.label}`),
      ),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);

    await expect(page.getByRole("link", { name: page$.hero.websitesButton })).toHaveAttribute(
      "href",
      "#websites",
    );
    await expect(page.getByRole("link", { name: page$.hero.galleryButton })).toHaveAttribute(
      "href",
      "#gallery",
    );
    // Jump rather than glide, so the check does not wait on a smooth scroll.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("link", { name: page$.hero.websitesButton }).click();
    await expect(page.getByRole("heading", { name: page$.websites.title })).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: page$.hero.galleryButton }).click();
    await expect(page.getByRole("heading", { name: page$.gallery.title })).toBeInViewport();
  });

  test("the gallery shows every piece by default and filters by category", async ({ page, visit }) => {
    await visit("/portfolio");
    await expect(category(page, page$.gallery.all)).toBeChecked();
    await expect(thumbnails(page)).toHaveCount(pieces.length);
    // The filter is plain HTML: it works before (and without) the gallery's code.
    // The categories the pieces name (the spec's four are pinned on the initial content's unit test).
    for (const name of new Set(pieces.map((piece) => piece.category))) {
      const expected = pieces.filter((piece) => piece.category === name);
      await pick(page, name);
      await expect(category(page, name)).toBeChecked();
      await expect(thumbnails(page)).toHaveCount(expected.length);
      await expect(thumbnails(page).first()).toContainText(expected[0]!.title);
      await expect(countLine(page)).toHaveText(pluralText("en", expected.length, page$.gallery.count));
    }
    await pick(page, page$.gallery.all);
    await expect(thumbnails(page)).toHaveCount(pieces.length);
  });

  test("the viewer is a modal dialog, loaded on first open, with arrows, Escape and focus return", async ({
    page,
    visit,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await visit("/portfolio");
    // The gallery's code loads on the first hover, press or focus; the viewer's only on the first open.
    await thumbnail(page, 2).hover();
    await thumbnail(page, 2).focus();
    await expectHydrated(thumbnails(page).first());
    expect(requested.filter((url) => url.includes("gallery-viewer"))).toEqual([]);

    await thumbnail(page, 2).click();
    await expect(viewer(page)).toBeVisible();
    expect(requested.filter((url) => url.includes("gallery-viewer"))).toHaveLength(1);
    await expect(viewer(page)).toHaveAccessibleName(pieces[2]!.title);
    expect(await viewer(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await expect(viewer(page).getByRole("button", { name: viewerCopy.close })).toBeFocused();
    await expect(viewer(page).getByRole("img", { name: pieces[2]!.image.alt })).toBeVisible();
    await expect(viewer(page).getByText(position(2, pieces.length))).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press("ArrowRight");
    await expect(viewer(page)).toHaveAccessibleName(pieces[3]!.title);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer(page)).toHaveAccessibleName(pieces[1]!.title);
    // Tab never reaches the page beneath (past the last button it may leave for the browser's own UI).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () =>
            document.activeElement === document.body ||
            document.activeElement?.closest("dialog[open]") !== null,
        ),
      ).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(thumbnail(page, 1)).toBeFocused();

    // The close button, and focus back on the thumbnail that opened it.
    await thumbnail(page, 5).click();
    await viewer(page).getByRole("button", { name: viewerCopy.close }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(thumbnail(page, 5)).toBeFocused();

    // The buttons move too, wrapping at the ends; a click on the dimmed backdrop closes it.
    await thumbnail(page, 0).click();
    await viewer(page).getByRole("button", { name: viewerCopy.previous }).click();
    await expect(viewer(page)).toHaveAccessibleName(pieces.at(-1)!.title);
    await viewer(page).getByRole("button", { name: viewerCopy.next }).click();
    await expect(viewer(page)).toHaveAccessibleName(pieces[0]!.title);
    await page.mouse.click(8, 400);
    await expect(viewer(page)).toBeHidden();
    await expect(thumbnail(page, 0)).toBeFocused();
    expect(requested.filter((url) => url.includes("gallery-viewer"))).toHaveLength(1);
  });

  test("the viewer moves within the chosen category", async ({ page, visit }) => {
    await visit("/portfolio");
    const branding = pieces.filter((piece) => piece.category === "Branding");
    await pick(page, "Branding");
    await expect(thumbnails(page)).toHaveCount(branding.length);
    await thumbnails(page).last().click();
    await expect(viewer(page)).toHaveAccessibleName(branding.at(-1)!.title);
    await expect(viewer(page).getByText(position(branding.length - 1, branding.length))).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer(page)).toHaveAccessibleName(branding[0]!.title);
  });

  test("Website Portfolio: every site, each opening safely in a new tab", async ({
    page,
    context,
    visit,
  }) => {
    await visit("/portfolio");
    const section = page.getByRole("region", { name: page$.websites.title });
    await expect(section.getByRole("article")).toHaveCount(websites.length);
    for (const { data: site } of websites) {
      const card = section.getByRole("article", { name: site.title });
      await expect(card).toContainText(site.category);
      await expect(card.getByRole("img", { name: site.image.alt })).toBeVisible();
      await expect(card.getByRole("list", { name: page$.websites.technologiesLabel })).toHaveText(
        site.technologies.join(""),
      );
      const link = card.getByRole("link", { name: `Visit Website: ${site.title} ${layout.newTab}` });
      await expect(link).toHaveAttribute("href", site.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const first = websites[0]!.data;
    await context.route(`${first.url}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<title>${first.title}</title>` }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      section
        .getByRole("article", { name: first.title })
        .getByRole("link", { name: /^Visit Website/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`^${first.url}`));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test("on a slow phone, a category and a piece tapped before the gallery's code arrives both take effect", async ({
    page,
    visit,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/portfolio", { waitUntil: "commit" });
    const branding = pieces.filter((piece) => piece.category === "Branding");
    const piece = branding[1]!;
    await pick(page, "Branding");
    await expect
      .poll(() => scripts.waiting(), { message: "the gallery's code is held back" })
      .toBeGreaterThan(0);
    await expect(thumbnails(page).first().locator("xpath=ancestor::astro-island[1]")).toHaveAttribute(
      "ssr",
      "",
    );
    // The filter works at once (plain HTML); the viewer waits for the code.
    await expect(thumbnails(page)).toHaveCount(branding.length);
    await gallery(page)
      .getByRole("button", { name: new RegExp(`^${piece.title}`) })
      .click();
    await expect(viewer(page)).toHaveCount(0);

    scripts.release();
    await expect(viewer(page)).toHaveAccessibleName(piece.title);
    await expect(viewer(page).getByText(position(1, branding.length))).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(thumbnails(page)).toHaveCount(branding.length);
    await expect(category(page, "Branding")).toBeChecked();
  });

  test("on a phone: two-column gallery, the viewer's buttons work, nothing overflows", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit("/portfolio");
    const [a, b] = await thumbnails(page).all();
    expect((await a!.boundingBox())!.y).toBe((await b!.boundingBox())!.y);
    await thumbnail(page, 0).click();
    await viewer(page).getByRole("button", { name: viewerCopy.next }).click();
    await expect(viewer(page)).toHaveAccessibleName(pieces[1]!.title);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewer(page).getByRole("button", { name: viewerCopy.close }).click();
    await expect(viewer(page)).toBeHidden();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test("no horizontal overflow from 320 to 1440 px on the portfolio page", async ({ page, visit }) => {
  await visit("/portfolio");
  for (const width of [320, 375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll("main, main *")].every(
          (element) => element.getBoundingClientRect().right <= window.innerWidth + 0.5,
        ),
      ),
      `/portfolio at ${width}px`,
    ).toBe(true);
  }
});
