import { expect, seriousA11yViolations, test } from "./fixtures";
import { content, identity, single } from "./site-content";

const about = single(content.aboutPage, "aboutPage");
const team = [...content.team].sort((a, b) => a.data.order - b.data.order).map((member) => member.data);

test.describe("about page", () => {
  test("hero links jump to Our Story and Meet Our Team, below the floating top bar", async ({
    page,
    visit,
  }) => {
    await visit("/about");
    await expect(
      page.getByRole("heading", { level: 1, name: "Digital Innovation Since 2021" }),
    ).toBeVisible();
    const story = page.getByRole("heading", { level: 2, name: "Our Story" });
    const teamHeading = page.getByRole("heading", { level: 2, name: "Meet Our Team" });
    await expect(teamHeading).not.toBeInViewport();

    await page.getByRole("link", { name: "Discover Our Story" }).click();
    await expect(page).toHaveURL(/\/about#[\w-]+$/);
    await expect(story).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: "Meet Our Team" }).click();
    await expect(teamHeading).toBeInViewport();
    // Not hidden behind the floating top bar.
    await expect
      .poll(() => teamHeading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThan(60);
    // Plain in-page links: the page ships no script for them.
    expect(
      await page
        .getByRole("link", { name: "Meet Our Team" })
        .evaluate((link) => link.closest("astro-island")),
    ).toBeNull();
  });

  test("shows the story figures, mission, vision, values, journey and comparison", async ({
    page,
    visit,
  }) => {
    await visit("/about");
    const story = page.getByRole("region", { name: "Our Story" });
    // Spec: 50+ Projects Delivered, 3+ Years Experience, 100% Client Satisfaction, 24/7.
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
    await expect(page.getByRole("heading", { name: about.mission.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: about.vision.title })).toBeVisible();
    for (const value of ["Innovation", "Passion", "Quality", "Global Reach"])
      await expect(page.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    const journey = page.getByRole("region", { name: "Our Journey" });
    await expect(journey.getByRole("listitem")).toHaveCount(about.journey.milestones.length);
    for (const year of ["2021", "2022", "2023", "2024"])
      await expect(journey.getByText(year, { exact: true })).toBeVisible();

    const comparison = page.getByRole("region", { name: about.comparison.title });
    await expect(comparison.getByRole("heading", { name: "Other Agencies" })).toBeVisible();
    await expect(comparison.getByRole("heading", { name: identity.name })).toBeVisible();
    const columns = comparison.getByRole("list");
    await expect(columns.nth(0).getByRole("listitem")).toHaveText(about.comparison.other);
    await expect(columns.nth(1).getByRole("listitem")).toHaveText(about.comparison.us);

    const why = page.getByRole("region", { name: "Why Choose Us" });
    for (const figure of ["150+", "98%", "24/7"])
      await expect(why.getByText(figure, { exact: true })).toBeVisible();
    await expect(why.getByRole("link", { name: about.whyChooseUs.cta.label })).toHaveAttribute(
      "href",
      about.whyChooseUs.cta.to,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("team: every member in order, whose photos report that they loaded", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info" || message.type() === "log") messages.push(message.text());
    });
    await visit("/about");
    const region = page.getByRole("region", { name: "Meet Our Team" });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(team.map((member) => member.name));
    await expect(region.getByRole("listitem")).toHaveCount(team.length);
    for (const member of team) {
      const card = region.getByRole("listitem").filter({ hasText: member.name });
      await expect(card.getByRole("img", { name: member.portrait.alt })).toBeVisible();
      await expect(card).toContainText(member.role);
    }
    await expect
      .poll(() => team.filter((member) => messages.includes(`${member.name}: image loaded`)).length)
      .toBe(team.length);
    expect(consoleProblems).toEqual([]);
  });

  test("a team photo that fails to load hides itself and logs without an error", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info" || message.type() === "log") messages.push(message.text());
    });
    const [first] = [...content.team].sort((a, b) => a.data.order - b.data.order);
    // A broken image (served, but not a picture): no network error, only the page's own handling.
    await page.route(new RegExp(`/_astro/${first!.id}\\.`), (route) =>
      route.fulfill({ status: 200, contentType: "image/avif", body: "not an image" }),
    );
    await visit("/about");
    const region = page.getByRole("region", { name: "Meet Our Team" });
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => messages).toContain(`${first!.data.name}: image failed to load`);
    const card = region.getByRole("listitem").filter({ hasText: first!.data.name });
    await expect(card.getByRole("img")).toHaveCount(0);
    await expect(card.getByRole("heading", { name: first!.data.name })).toBeVisible();
    await expect(region.getByRole("img")).toHaveCount(team.length - 1);
    expect(consoleProblems).toEqual([]);
  });
});
