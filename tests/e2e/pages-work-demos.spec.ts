import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { content } from "./site-content";

/** Every page of every template's demo (static files in public/template-demos and the static 404 page). */
const demoPages = [...new Set(content.templates.flatMap((t) => t.data.demoPages.map((p) => p.url)))];

/** Opens a static demo page, failing on any request that leaves this machine. */
async function open(page: Page, url: string) {
  const outside: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.evaluate(() => document.fonts.ready);
  return outside;
}

test.describe("template demo pages", () => {
  // Two full axe runs and a link check per page: more than the default 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  for (const url of demoPages) {
    test(`${url} is self-contained, accessible and fits 375 and 1440 px`, async ({ page }) => {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const outside = await open(page, url);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(outside).toEqual([]);
      }
      // Every link inside the demo leads somewhere real.
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) =>
          links.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)),
        );
      for (const href of new Set(hrefs.map((h) => h.split("#")[0]!))) {
        expect((await page.request.get(href)).status(), href).toBe(200);
      }
    });
  }
});

test("EduLearn pages link to each other and the courses filter works", async ({ page }) => {
  await open(page, "/template-demos/edulearn/index.html");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Courses", "Dashboard", "Chat", "Login", "Home"]) {
    await nav.getByRole("link", { name }).click();
    await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }
  await nav.getByRole("link", { name: "Courses" }).click();
  const courses = page.locator("#course-list > li:visible");
  await expect(courses).toHaveCount(8);
  await page.getByRole("button", { name: "Commerce" }).click();
  await expect(courses).toHaveCount(1);
  await page.getByRole("button", { name: "All subjects" }).click();
  await page.getByRole("searchbox", { name: "Search courses" }).fill("cbse");
  await expect(courses).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search courses" }).fill("zzz");
  await expect(page.getByRole("heading", { name: "No courses match" })).toBeVisible();
});

test("EduLearn chat sends a message and login validates", async ({ page }) => {
  await open(page, "/template-demos/edulearn/chat.html");
  await page.getByRole("textbox", { name: "Message O/L Mathematics" }).fill("Thank you, Miss!");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("log", { name: "Messages" }).getByText("Thank you, Miss!")).toBeVisible();

  await open(page, "/template-demos/edulearn/login.html");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your school email.")).toBeVisible();
  await expect(page.getByLabel("School email")).toBeFocused();
  await page.getByLabel("School email").fill("nethmi@school.lk");
  await page.getByLabel("Password", { exact: true }).fill("correct horse");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("status")).toContainText("Signed in.");
});

test("MediCare pages link to each other and the doctors filter works; the phone menu opens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, "/template-demos/medicare/index.html");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Doctors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose your doctor" })).toBeVisible();
  await page.getByRole("button", { name: "Cardiology" }).click();
  await expect(page.locator("#doctor-list > li:visible")).toHaveCount(1);
  await expect(page.getByRole("status")).toHaveText("1 doctor shown");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Eight clinics, one visit" })).toBeVisible();
});

test("Saffron Table menu tabs and reservation work", async ({ page }) => {
  await open(page, "/template-demos/saffron-table/index.html");
  const tabs = page.getByRole("tablist", { name: "Courses" });
  await expect(tabs.getByRole("tab", { name: "Starters" })).toHaveAttribute("aria-selected", "true");
  await tabs.getByRole("tab", { name: "Desserts" }).click();
  await expect(page.getByRole("tabpanel", { name: "Desserts" }).getByText("Watalappan")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Starters" })).toBeFocused();

  await page.getByLabel("Name", { exact: true }).fill("Dilshan");
  await page.getByLabel("Phone", { exact: true }).fill("077 555 1234");
  await page.getByLabel("Date", { exact: true }).fill("2030-02-14");
  await page.getByLabel("Time", { exact: true }).selectOption("7:30 pm");
  await page.getByLabel("Guests", { exact: true }).selectOption("4 guests");
  await page.getByRole("button", { name: "Request my table" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you, Dilshan. We have your table for 4 guests");
});

test("the static 404 page is served, accessible, and leads back into the site", async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const outside = await open(page, "/404-error-page.html");
    await expect(page.getByRole("heading", { level: 1, name: "This page took a wrong turn" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(outside).toEqual([]);
  }
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
