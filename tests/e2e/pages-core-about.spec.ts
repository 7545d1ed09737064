import { expect, seriousA11yViolations, test } from "./fixtures";

test.describe("about page", () => {
  test("hero buttons scroll to Our Story and Meet Our Team", async ({ page, visit }) => {
    await visit("/about");
    await expect(
      page.getByRole("heading", { level: 1, name: "Digital Innovation Since 2021" }),
    ).toBeVisible();
    const story = page.getByRole("heading", { level: 2, name: "Our Story" });
    const team = page.getByRole("heading", { level: 2, name: "Meet Our Team" });
    await expect(team).not.toBeInViewport();

    await page.getByRole("link", { name: "Discover Our Story" }).click();
    await expect(story).toBeInViewport();
    await page.getByRole("link", { name: "Meet Our Team" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: "Meet Our Team" }).click();
    await expect(team).toBeInViewport();
    // Not hidden behind the floating top bar.
    expect(await team.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(60);
  });

  test("shows the story figures, mission, vision, values, journey and comparison", async ({
    page,
    visit,
  }) => {
    await visit("/about");
    const story = page.getByRole("region", { name: "Our Story" });
    for (const text of [
      "50+",
      "Projects Delivered",
      "3+",
      "Years Experience",
      "100%",
      "Client Satisfaction",
      "24/7",
    ])
      await expect(story.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    for (const value of ["Innovation", "Passion", "Quality", "Global Reach"])
      await expect(page.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    const journey = page.getByRole("region", { name: "Our Journey" });
    await expect(journey.getByRole("listitem")).toHaveCount(4);
    for (const year of ["2021", "2022", "2023", "2024"])
      await expect(journey.getByText(year, { exact: true })).toBeVisible();

    const comparison = page.getByRole("region", { name: "Why businesses switch to us" });
    await expect(comparison.getByRole("heading", { name: "Other Agencies" })).toBeVisible();
    const columns = comparison.getByRole("list");
    await expect(columns.nth(0).getByRole("listitem")).toHaveCount(5);
    await expect(columns.nth(1).getByRole("listitem")).toHaveCount(5);

    const why = page.getByRole("region", { name: "Why Choose Us" });
    for (const figure of ["150+", "98%", "24/7"])
      await expect(why.getByText(figure, { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("team: four members whose photos report that they loaded", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "info" || m.type() === "log") messages.push(m.text());
    });
    await visit("/about");
    const team = page.getByRole("region", { name: "Meet Our Team" });
    await team.scrollIntoViewIfNeeded();
    await expect(team.getByRole("listitem")).toHaveCount(4);
    await expect(team.getByRole("img")).toHaveCount(4);
    await expect.poll(() => messages.filter((m) => m.startsWith("Team photo loaded")).length).toBe(4);
    expect(consoleProblems).toEqual([]);
  });

  test("a team photo that fails to load hides itself and logs without an error", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "info" || m.type() === "log") messages.push(m.text());
    });
    // A broken image (served, but not a picture): no network error, only the page's own handling.
    await page.route(/\/images\/team\/nimali-fernando-/, (route) =>
      route.fulfill({ status: 200, contentType: "image/avif", body: "not an image" }),
    );
    await visit("/about");
    const team = page.getByRole("region", { name: "Meet Our Team" });
    await team.scrollIntoViewIfNeeded();
    await expect
      .poll(() => messages.some((m) => m.includes("could not be loaded") && m.includes("Nimali")))
      .toBe(true);
    const nimali = team.getByRole("listitem").filter({ hasText: "Nimali Fernando" });
    await expect(nimali.getByRole("img")).toHaveCount(0);
    await expect(nimali.getByRole("heading", { name: "Nimali Fernando" })).toBeVisible();
    await expect(team.getByRole("img")).toHaveCount(3);
    expect(consoleProblems).toEqual([]);
  });
});
