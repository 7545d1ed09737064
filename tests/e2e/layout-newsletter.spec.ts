import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { enquiries, identity, layout } from "./site-content";

const copy = layout.newsletter;
const footer = (page: Page) => page.getByRole("contentinfo");
const emailInput = (page: Page) => footer(page).getByRole("textbox", { name: copy.emailLabel });
const subscribe = (page: Page) => footer(page).getByRole("button", { name: copy.submit, exact: true });
const welcome = (page: Page) => footer(page).getByRole("heading", { name: "Welcome to Our Newsletter!" });

test.describe("footer newsletter", () => {
  test("explains an empty or malformed address and sends nothing", async ({
    page,
    visit,
    enquiries,
    emails,
  }) => {
    await visit("/contact");
    const input = emailInput(page);
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveAttribute("title", "Please enter a valid email address");

    await subscribe(page).click();
    await expect(footer(page).getByRole("alert")).toHaveText("Please enter your email address");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Please enter your email address");
    await expect(input).toBeFocused();

    for (const bad of ["   ", "asha@example", "asha @example.lk", "asha@example."]) {
      await input.fill(bad);
      await subscribe(page).click();
      await expect(footer(page).getByRole("alert")).toHaveText(
        bad.trim() === "" ? "Please enter your email address" : "Please enter a valid email address",
      );
    }
    expect(enquiries.urls).toHaveLength(0);
    expect(emails.sent).toHaveLength(0);
  });

  test("subscribes: messaging handoff, email sent, toast and welcome message", async ({
    page,
    visit,
    enquiries: opened,
    emails,
  }) => {
    await visit("/no-such-page");
    await emailInput(page).fill("asha@example.lk");
    await subscribe(page).click();

    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    await expect(welcome(page)).toBeVisible();
    await expect(footer(page).getByText(copy.successText)).toBeVisible();
    await expect(emailInput(page)).toHaveCount(0);

    const labels = enquiries.lineLabels;
    const lines = (await opened.lastText()).split("\n");
    expect(lines[0]).toBe(enquiries.newsletter.intro);
    expect(lines).toContain(`${labels.email}: asha@example.lk`);
    expect(lines).toContain(`${labels.source}: Website Footer`);
    expect(lines.find((line) => line.startsWith(`${labels.date}: `))).toMatch(/: \w+ \d{1,2}, \d{4}$/);
    expect(lines.at(-1)).toBe(`${labels.language}: English`);
    expect(opened.urls.at(-1)).toMatch(
      new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`),
    );

    expect(emails.sent).toHaveLength(1);
    expect(emails.sent[0]).toMatchObject({
      service_id: "e2e-service",
      template_id: "e2e-newsletter",
      user_id: "e2e-public-key",
      template_params: {
        from_name: "asha@example.lk",
        reply_to: "asha@example.lk",
        to_name: identity.name,
        subject: enquiries.newsletter.email.subject,
        message: expect.stringContaining("asha@example.lk"),
      },
    });
  });

  test("shows 'Subscribing...' while sending, then fails back to the form", async ({
    page,
    visit,
    emails,
  }) => {
    await visit("/contact");
    emails.fail();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/api\.emailjs\.com/, async (route) => {
      await held;
      await route.fallback();
    });
    await emailInput(page).fill("ravi@example.in");
    await subscribe(page).click();
    const busy = footer(page).getByRole("button", { name: "Subscribing..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByText("Failed to subscribe. Please try again later")).toBeVisible();
    await expect(subscribe(page)).toBeEnabled();
    await expect(emailInput(page)).toHaveValue("ravi@example.in");
    await expect(welcome(page)).toHaveCount(0);
  });

  test("toasts sit top-right and leave after 4 seconds", async ({ page, visit }) => {
    await visit("/contact");
    // The page clocks the toast's life itself, so a slow test runner cannot stretch or shrink it.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const present = document.querySelector("[data-sonner-toast]") !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await emailInput(page).fill("asha@example.lk");
    await subscribe(page).click();
    const toast = page.getByText("Thank you for subscribing to our newsletter!");
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x).toBeGreaterThan(viewport.width / 2);
    expect(box!.y).toBeLessThan(viewport.height / 3);
    // In the site's typeface, not the toast library's system font.
    const fontOf = (locator: typeof toast) => locator.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await fontOf(toast)).toBe(await fontOf(footer(page).getByRole("heading").first()));
    await expect(toast).toBeHidden({ timeout: 10_000 });
    const times = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
    );
    expect(times.gone - times.shown).toBeGreaterThan(3900);
  });

  test("on a slow phone, a sign-up sent before the form's code arrives goes through once it has", async ({
    page,
    visit,
    enquiries: opened,
    emails,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/no-such-page", { waitUntil: "commit" });
    await expect(emailInput(page).locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "");
    await emailInput(page).fill("nimali@example.lk");
    await subscribe(page).click();
    await expect
      .poll(() => scripts.waiting(), { message: "the form's code is held back" })
      .toBeGreaterThan(0);
    // Posted before the code arrived: the server hands it to WhatsApp in a new tab, at once; the email copy
    // waits for the code.
    expect(await opened.lastText()).toContain(`${enquiries.lineLabels.email}: nimali@example.lk`);
    expect(page.url()).toMatch(/\/no-such-page$/);
    expect(emails.sent).toEqual([]);

    scripts.release();
    await expect(welcome(page)).toBeVisible();
    expect(opened.urls).toHaveLength(1);
    expect(emails.sent).toHaveLength(1);
    expect(page.url()).toMatch(/\/no-such-page$/);
  });
});
