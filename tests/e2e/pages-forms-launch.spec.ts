import type { Page } from "@playwright/test";
import { expect, expectHydrated, seriousA11yViolations, test } from "./fixtures";
import { content, identity, layout, enquiries as messages, single, telHref } from "./site-content";

test.describe.configure({ timeout: 90_000 });

const page$ = single(content.launchingSoonPage, "launchingSoonPage");
const tile = (page: Page, unit: string) =>
  page.getByTestId("countdown-tiles").locator(`[data-unit=${unit}] span`).first();
const form = (page: Page) => page.getByRole("form", { name: "Be the First to Know!" });
const emailInput = (page: Page) => form(page).getByRole("textbox", { name: page$.notify.emailLabel });

test.describe("launching-soon page", () => {
  test("is a full page with logo, tagline, a finished countdown, what is coming, contact and footer", async ({
    page,
    visit,
    consoleProblems,
  }) => {
    await visit("/launching-soon");
    // No shared layout: no top bar navigation, no main footer, no chat.
    await expect(page.getByRole("navigation", { name: layout.topBar.navLabel })).toHaveCount(0);
    await expect(page.getByRole("link", { name: layout.topBar.cta.label })).toHaveCount(0);
    await expect(page.getByRole("link", { name: layout.homeLinkLabel })).toHaveAttribute("href", "/");
    await expect(page.getByText(identity.tagline)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: page$.hero.title })).toBeVisible();

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
    await expect(page.getByTestId("countdown-summary")).toHaveText(page$.countdown.ended);
    await expect(page.getByTestId("countdown-summary")).toHaveAttribute("aria-live", "polite");

    const building = page.getByRole("region", { name: "What We're Building" });
    await expect(building.getByRole("heading", { level: 3 })).toHaveText([
      "Web Development",
      "Digital Marketing",
      "E-Commerce Solutions",
      "Branding & Design",
    ]);
    const why = page.getByRole("region", { name: `Why Choose ${identity.name}` });
    await expect(why.getByRole("listitem")).toHaveText([
      "Professional Web Design & Development",
      "Complete Branding Solutions",
      "SEO Optimization",
      "Social Media Marketing",
      "E-Commerce Development",
      "24/7 Customer Support",
    ]);
    const contact = page.getByRole("region", { name: page$.contact.title });
    for (const email of [identity.contact.emails.info, identity.contact.emails.projects])
      await expect(contact.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    // Spec: phones for Sri Lanka and India, offices in Sri Lanka and India.
    for (const phone of identity.contact.phones)
      await expect(contact.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        telHref(phone.display),
      );
    for (const office of identity.offices)
      await expect(
        contact.getByText(`${office.streetAddress}, ${office.city}, ${office.country}`),
      ).toBeVisible();
    for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
      const social = identity.socials.find((s) => s.network === network)!;
      const link = contact.getByRole("link", { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute("href", social.url);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // Spec: 2024 on the launch page footer.
    await expect(page.getByRole("contentinfo")).toContainText(
      layout.footer.copyright.replace("{year}", "2024"),
    );
    for (const section of await page.locator("[data-reveal]").all()) await section.scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);

    // Decision: the footer's Privacy Policy and Terms links lead to those pages.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
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
    await expect(summary).toHaveText("Launching in 1 day, 2 hours, and 1 minute.");

    await page.clock.runFor(1000);
    await expect(tile(page, "seconds")).toHaveText("02");
    await expect(summary).toHaveText("Launching in 1 day, 2 hours, and 1 minute.");
    await page.clock.runFor(3000);
    await expect(tile(page, "minutes")).toHaveText("00");
    await expect(tile(page, "seconds")).toHaveText("59");
    await expect(summary).toHaveText("Launching in 1 day, 2 hours, and 0 minutes.");
  });

  test("the countdown's built HTML is what its first render draws: tiles of dashes, no time", async ({
    request,
  }) => {
    const html = await (await request.get("/launching-soon")).text();
    const tiles = [...html.matchAll(/data-unit="(\w+)"[^>]*><span[^>]*>([^<]*)<\/span>/g)];
    expect(tiles.map(([, unit, value]) => [unit, value])).toEqual([
      ["days", "--"],
      ["hours", "--"],
      ["minutes", "--"],
      ["seconds", "--"],
    ]);
    expect(html).toMatch(/data-testid="countdown-summary"[^>]*><\/p>/);
  });

  test("the sign-up form rejects bad emails with the spec's messages", async ({
    page,
    visit,
    enquiries,
    emails,
  }) => {
    await visit("/launching-soon");
    const input = emailInput(page);
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveAttribute("title", "Please enter a valid email address");
    const notify = form(page).getByRole("button", { name: page$.notify.submit });
    await expectHydrated(input);

    await notify.click();
    await expect(form(page).getByRole("alert")).toHaveText("Please enter your email address");
    await input.fill("     ");
    await notify.click();
    await expect(form(page).getByRole("alert")).toHaveText("Please enter your email address");
    for (const bad of ["nimali", "nimali@example", "nimali @example.lk", "<script>alert(1)</script>"]) {
      await input.fill(bad);
      await notify.click();
      await expect(form(page).getByRole("alert")).toHaveText("Please enter a valid email address");
      await expect(input).toHaveValue(bad);
    }
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(enquiries.urls).toEqual([]);
    expect(emails.sent).toEqual([]);
  });

  test("a good email opens WhatsApp with email, date and page, sends the email, then thanks and clears", async ({
    page,
    visit,
    enquiries,
    emails,
  }) => {
    await page.clock.install({ time: new Date(2026, 10, 22, 9, 30) });
    await visit("/launching-soon");
    const input = emailInput(page);
    const email = `නිමාලි.${"x".repeat(200)}+<b>tag</b>@உதாரணம்.ලංකා`;
    await input.fill(email);
    await form(page).getByRole("button", { name: page$.notify.submit }).click();
    expect((await enquiries.lastText()).split("\n")).toEqual([
      messages.launch.intro,
      `${messages.lineLabels.email}: ${email}`,
      `${messages.lineLabels.date}: November 22, 2026`,
      `${messages.lineLabels.page}: Launching Soon`,
      `${messages.lineLabels.language}: English`,
    ]);
    await page.bringToFront();
    await expect(page.getByText("Thank you! We'll notify you when we launch.")).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(form(page).getByRole("button", { name: page$.notify.submit })).toBeEnabled();
    expect(emails.sent).toHaveLength(1);
    expect(emails.sent[0]).toMatchObject({
      service_id: "e2e-service",
      template_id: "e2e-launch",
      user_id: "e2e-public-key",
      template_params: { from_name: email, to_name: identity.name, subject: messages.launch.email.subject },
    });
    expect(emails.sent[0]!.template_params).not.toHaveProperty("reply_to");
    expect(await page.evaluate(() => document.querySelectorAll("main b").length)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("when the email service fails: 'Subscribing...' while sending, then the failure toast, email kept", async ({
    page,
    visit,
    emails,
  }) => {
    await visit("/launching-soon");
    emails.fail();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/api\.emailjs\.com/, async (route) => {
      await held;
      await route.fallback();
    });
    await emailInput(page).fill("ravi@example.in");
    await form(page).getByRole("button", { name: page$.notify.submit }).click();
    await page.bringToFront();
    await expect(form(page).getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(form(page).getByRole("button", { name: page$.notify.submit })).toBeEnabled();
    await expect(emailInput(page)).toHaveValue("ravi@example.in");
  });

  test("on a slow phone, an email sent before the form's code arrives is sent once it has", async ({
    page,
    visit,
    enquiries,
    emails,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/launching-soon", { waitUntil: "commit" });
    await expect
      .poll(() => scripts.waiting(), { message: "the form's code is held back" })
      .toBeGreaterThan(0);
    await expect(emailInput(page).locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "");

    const address = "nimali@example.lk";
    await emailInput(page).fill(address);
    await form(page).getByRole("button", { name: page$.notify.submit }).click();
    // Posted before the code arrived: the server hands it to WhatsApp in a new tab, at once; the email copy
    // waits for the code.
    const text = await enquiries.lastText();
    expect(page.url()).toMatch(/\/launching-soon$/);
    expect(emails.sent).toEqual([]);
    scripts.release();
    await expectHydrated(emailInput(page));
    expect(text).toContain(`${messages.lineLabels.email}: ${address}\n`);
    expect(text).toContain(`${messages.lineLabels.page}: ${messages.launch.page}`);
    await page.bringToFront();
    await expect(page.getByText("Thank you! We'll notify you when we launch.")).toBeVisible();
    expect(emails.sent).toHaveLength(1);
    expect(emails.sent[0]).toMatchObject({ template_params: { from_name: address } });
    expect(enquiries.urls).toHaveLength(1);
    expect(page.url()).toMatch(/\/launching-soon$/);
    expect(page.url()).not.toContain("nimali");
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
