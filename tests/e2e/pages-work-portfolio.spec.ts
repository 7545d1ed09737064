import type { Page } from "@playwright/test";
import { portfolioGallery } from "../../app/content/portfolio-gallery.ts";
import { portfolioWebsites } from "../../app/content/portfolio-websites.ts";
import { expect, seriousA11yViolations, test } from "./fixtures";

// Axe runs and several page loads per test: more than the default 30 s when the 2-core machine is busy.
test.describe.configure({ timeout: 90_000 });

const gallery = (page: Page) => page.getByRole("region", { name: "Posts, brands and campaigns" });
const thumbnails = (page: Page) => gallery(page).getByRole("listitem").getByRole("button");
const viewer = (page: Page) => page.getByRole("dialog");
const thumbnail = (page: Page, index: number) =>
  gallery(page).getByRole("button", { name: new RegExp(`^${portfolioGallery[index]!.title}`) });

test.describe("portfolio", () => {
  test("hero buttons scroll to the gallery and the websites, above the stats row", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    await visit("/portfolio");
    await expect(page.getByRole("heading", { level: 1, name: "Work we are proud of" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Our work in numbers" }).getByRole("listitem")).toHaveText([
      /150\+\s*Projects Completed/,
      /50\+\s*Websites Launched/,
      /200\+\s*Designs Created/,
      /98%\s*Client Satisfaction/,
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);

    await expect(page.getByRole("link", { name: "See Our Websites" })).toHaveAttribute("href", "#websites");
    await expect(page.getByRole("link", { name: "View the Gallery" })).toHaveAttribute("href", "#gallery");
    // Jump rather than glide, so the check does not wait on a smooth scroll.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("link", { name: "See Our Websites" }).click();
    await expect(page.getByRole("heading", { name: "Travel and tourism sites we built" })).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: "View the Gallery" }).click();
    await expect(page.getByRole("heading", { name: "Posts, brands and campaigns" })).toBeInViewport();
  });

  test("the gallery shows all 34 pieces by default and filters by category", async ({ page, visit }) => {
    await visit("/portfolio");
    await expect(gallery(page).getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(thumbnails(page)).toHaveCount(34);
    for (const category of ["Social Media", "Branding", "Design", "Marketing"]) {
      const expected = portfolioGallery.filter((piece) => piece.category === category);
      await gallery(page).getByRole("button", { name: category, exact: true }).click();
      await expect(thumbnails(page)).toHaveCount(expected.length);
      await expect(thumbnails(page).first()).toContainText(expected[0]!.title);
      await expect(page.getByText(`${expected.length} pieces`)).toBeVisible();
    }
    await gallery(page).getByRole("button", { name: "All", exact: true }).click();
    await expect(thumbnails(page)).toHaveCount(34);
  });

  test("the viewer is a modal dialog, loaded on demand, with arrows, Escape and focus return", async ({
    page,
    visit,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await visit("/portfolio");
    expect(requested.filter((url) => url.includes("gallery-viewer"))).toEqual([]);

    await thumbnail(page, 2).click();
    await expect(viewer(page)).toBeVisible();
    expect(requested.filter((url) => url.includes("gallery-viewer"))).toHaveLength(1);
    await expect(viewer(page)).toHaveAccessibleName(portfolioGallery[2]!.title);
    expect(await viewer(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await expect(viewer(page).getByRole("button", { name: "Close viewer" })).toBeFocused();
    await expect(viewer(page).getByRole("img", { name: portfolioGallery[2]!.alt })).toBeVisible();
    await expect(viewer(page).getByText("3 of 34")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press("ArrowRight");
    await expect(viewer(page)).toHaveAccessibleName(portfolioGallery[3]!.title);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer(page)).toHaveAccessibleName(portfolioGallery[1]!.title);
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
    await viewer(page).getByRole("button", { name: "Close viewer" }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(thumbnail(page, 5)).toBeFocused();

    // A click on the dimmed backdrop closes it; the buttons move too, wrapping at the ends.
    await thumbnail(page, 0).click();
    await viewer(page).getByRole("button", { name: "Previous image" }).click();
    await expect(viewer(page)).toHaveAccessibleName(portfolioGallery[33]!.title);
    await viewer(page).getByRole("button", { name: "Next image" }).click();
    await expect(viewer(page)).toHaveAccessibleName(portfolioGallery[0]!.title);
    await page.mouse.click(8, 400);
    await expect(viewer(page)).toBeHidden();
  });

  test("the viewer moves within the chosen category", async ({ page, visit }) => {
    await visit("/portfolio");
    const branding = portfolioGallery.filter((piece) => piece.category === "Branding");
    await gallery(page).getByRole("button", { name: "Branding", exact: true }).click();
    await thumbnails(page).last().click();
    await expect(viewer(page)).toHaveAccessibleName(branding.at(-1)!.title);
    await expect(viewer(page).getByText(`${branding.length} of ${branding.length}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer(page)).toHaveAccessibleName(branding[0]!.title);
  });

  test("Website Portfolio: four travel sites, each opening safely in a new tab", async ({
    page,
    context,
    visit,
  }) => {
    await visit("/portfolio");
    const section = page.getByRole("region", { name: "Travel and tourism sites we built" });
    await expect(section.getByRole("article")).toHaveCount(4);
    for (const site of portfolioWebsites) {
      const card = section.getByRole("article", { name: site.title });
      await expect(card).toContainText("Travel & Tourism");
      const link = card.getByRole("link", { name: /^Visit Website/ });
      await expect(link).toHaveAttribute("href", site.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const first = portfolioWebsites[0]!;
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

  test("on a phone: two-column gallery, the viewer's buttons work, nothing overflows", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit("/portfolio");
    const [a, b] = await thumbnails(page).all();
    expect((await a!.boundingBox())!.y).toBe((await b!.boundingBox())!.y);
    await thumbnail(page, 0).click();
    await viewer(page).getByRole("button", { name: "Next image" }).click();
    await expect(viewer(page)).toHaveAccessibleName(portfolioGallery[1]!.title);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewer(page).getByRole("button", { name: "Close viewer" }).click();
    await expect(viewer(page)).toBeHidden();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test("no horizontal overflow from 320 to 1440 px on portfolio, shop and template pages", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  for (const path of ["/portfolio", "/shopping", "/templates/edulearn", "/templates/monkhub-ultimate"]) {
    await visit(path);
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll("main, main *")].every(
            (element) => element.getBoundingClientRect().right <= window.innerWidth + 0.5,
          ),
        ),
        `${path} at ${width}px`,
      ).toBe(true);
    }
  }
});
