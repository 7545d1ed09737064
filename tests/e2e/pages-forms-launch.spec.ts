import { expect, seriousA11yViolations, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const tile = (page: import("@playwright/test").Page, unit: string) =>
  page.getByTestId("countdown-tiles").locator(`[data-unit=${unit}] span`).first();

test.describe("launching-soon page", () => {
  test("is a full page with logo, tagline, a finished countdown, what is coming, contact and footer", async ({
    page,
    visit,
  }) => {
    await visit("/launching-soon");
    // No shared layout: no top bar navigation, no main footer.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Quote" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Serendib Digital home" })).toBeVisible();
    await expect(page.getByText("Design, build and grow online — from Colombo to the world.")).toBeVisible();

    await expect(page.getByRole("heading", { name: "Launching In" })).toBeVisible();
    // The launch date (2025-08-18) has passed: every tile reads 00.
    for (const [unit, label] of [
      ["days", "Days"],
      ["hours", "Hours"],
      ["minutes", "Minutes"],
      ["seconds", "Seconds"],
    ] as const) {
      await expect(tile(page, unit)).toHaveText("00");
      await expect(page.getByTestId("countdown-tiles").locator(`[data-unit=${unit}]`)).toContainText(label);
    }
    await expect(page.getByTestId("countdown-tiles")).toHaveAttribute("aria-hidden", "true");
    await expect(page.getByTestId("countdown-summary")).toHaveText(
      "The countdown has ended: launch day is here.",
    );
    await expect(page.getByTestId("countdown-summary")).toHaveAttribute("aria-live", "polite");

    const building = page.getByRole("region", { name: "What We're Building" });
    await expect(building.getByRole("heading", { level: 3 })).toHaveText([
      "Web Development",
      "Digital Marketing",
      "E-Commerce Solutions",
      "Branding & Design",
    ]);
    const why = page.getByRole("region", { name: "Why Choose Serendib Digital" });
    await expect(why.getByRole("listitem")).toHaveText([
      "Professional Web Design & Development",
      "Complete Branding Solutions",
      "SEO Optimization",
      "Social Media Marketing",
      "E-Commerce Development",
      "24/7 Customer Support",
    ]);
    const contact = page.getByRole("region", { name: "Talk to us today" });
    await expect(contact.getByRole("link", { name: "hello@serendib.digital" })).toHaveAttribute(
      "href",
      "mailto:hello@serendib.digital",
    );
    await expect(contact.getByRole("link", { name: "projects@serendib.digital" })).toHaveAttribute(
      "href",
      "mailto:projects@serendib.digital",
    );
    await expect(contact.getByRole("link", { name: "+94 77 123 4567" })).toHaveAttribute(
      "href",
      "tel:+94771234567",
    );
    await expect(contact.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(contact.getByText("42 Galle Road, Colombo 03, Colombo, Sri Lanka")).toBeVisible();
    await expect(contact.getByText("100 Feet Road, Indiranagar, Bengaluru, India")).toBeVisible();
    for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
      await expect(contact.getByRole("link", { name: new RegExp(`^${network}`) })).toHaveAttribute(
        "href",
        /^https:\/\/www\./,
      );
    }
    await expect(page.getByRole("contentinfo")).toContainText(
      "© 2024 Serendib Digital. All rights reserved.",
    );
    for (const section of await page.locator("[data-reveal]").all()) await section.scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.goBack();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
  });

  test("ticks every second toward the launch and tells screen readers at most once a minute", async ({
    page,
    visit,
  }) => {
    // 1 day, 2 hours, 1 minute and 3 seconds before 2025-08-18T00:00:00 local time.
    await page.clock.install({ time: new Date(2025, 7, 16, 21, 58, 47) });
    await page.clock.pauseAt(new Date(2025, 7, 16, 21, 58, 57));
    await visit("/launching-soon");
    await page.clock.runFor(50);
    await expect(tile(page, "days")).toHaveText("01");
    await expect(tile(page, "hours")).toHaveText("02");
    await expect(tile(page, "minutes")).toHaveText("01");
    await expect(tile(page, "seconds")).toHaveText("03");
    const summary = page.getByTestId("countdown-summary");
    await expect(summary).toHaveText("Launching in 1 day, 2 hours and 1 minute.");

    await page.clock.runFor(1000);
    await expect(tile(page, "seconds")).toHaveText("02");
    await expect(summary).toHaveText("Launching in 1 day, 2 hours and 1 minute.");
    await page.clock.runFor(3000);
    await expect(tile(page, "minutes")).toHaveText("00");
    await expect(tile(page, "seconds")).toHaveText("59");
    await expect(summary).toHaveText("Launching in 1 day, 2 hours and 0 minutes.");
  });

  test("the sign-up form rejects bad emails with the spec's messages", async ({ page, visit, enquiries }) => {
    await visit("/launching-soon");
    const form = page.getByRole("form", { name: "Be the First to Know!" });
    const input = form.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveAttribute("title", "Please enter a valid email address");
    const notify = form.getByRole("button", { name: "Notify Me" });

    await notify.click();
    await expect(form.getByRole("alert")).toHaveText("Please enter your email address");
    await input.fill("     ");
    await notify.click();
    await expect(form.getByRole("alert")).toHaveText("Please enter your email address");
    for (const bad of ["nimali", "nimali@example", "nimali @example.lk", "<script>alert(1)</script>"]) {
      await input.fill(bad);
      await notify.click();
      await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
      await expect(input).toHaveValue(bad);
    }
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(enquiries.urls).toEqual([]);
  });

  test("a good email opens the messaging app with email, date and page, then thanks and clears", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.clock.install({ time: new Date(2026, 10, 22, 9, 30) });
    await visit("/launching-soon");
    const form = page.getByRole("form", { name: "Be the First to Know!" });
    const input = form.getByRole("textbox", { name: "Email address" });
    const email = `නිමාලි.${"x".repeat(200)}+<b>tag</b>@உதாரணம்.ලංකා`;
    await input.fill(email);
    await form.getByRole("button", { name: "Notify Me" }).click();
    expect((await enquiries.lastText()).split("\n")).toEqual([
      "Hi Serendib Digital! Please let me know when you launch.",
      `Email: ${email}`,
      "Date: 22 November 2026",
      "Page: Launching Soon",
    ]);
    await page.bringToFront();
    await expect(page.getByText("Thank you! We'll notify you when we launch.")).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(form.getByRole("button", { name: "Notify Me" })).toBeEnabled();
    expect(await page.evaluate(() => document.querySelectorAll("main b").length)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

for (const width of [375, 1280]) {
  test(`launch page layout at ${width} px`, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit("/launching-soon");
    // Four tiles in one row at every width; building cards stack on phones, four across on wide screens.
    const tops = await page
      .getByTestId("countdown-tiles")
      .locator("[data-unit]")
      .evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const cards = page.getByRole("region", { name: "What We're Building" }).getByRole("listitem");
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (width < 640) expect(second!.y).toBeGreaterThan(first!.y);
    else expect(second!.y).toBe(first!.y);
  });
}
