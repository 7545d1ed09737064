import { expect, test } from "./fixtures";

test.describe("footer newsletter", () => {
  test("explains an empty or malformed address and sends nothing", async ({
    page,
    visit,
    enquiries,
    emails,
  }) => {
    await visit("/");
    const footer = page.getByRole("contentinfo");
    const input = footer.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("required", "");
    await expect(input).toHaveAttribute("title", "Please enter a valid email address");

    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Please enter your email address");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();

    for (const bad of ["   ", "asha@example", "asha @example.lk", "asha@example."]) {
      await input.fill(bad);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(footer.getByRole("alert")).toHaveText(
        bad.trim() === "" ? "Please enter your email address" : "Please enter a valid email address",
      );
    }
    expect(enquiries.urls).toHaveLength(0);
    expect(emails.sent).toHaveLength(0);
  });

  test("subscribes: messaging handoff, email sent, toast and welcome message", async ({
    page,
    visit,
    enquiries,
    emails,
  }) => {
    await visit("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("asha@example.lk");
    await footer.getByRole("button", { name: "Subscribe" }).click();

    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Welcome to Our Newsletter!" })).toBeVisible();
    await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveCount(0);

    const text = await enquiries.lastText();
    expect(text).toContain("Email: asha@example.lk");
    expect(text).toContain("Source: Website Footer");
    expect(text).toMatch(/Date: \d{1,2} \w+ \d{4}/);

    expect(emails.sent).toHaveLength(1);
    expect(emails.sent[0]).toMatchObject({
      service_id: "e2e-service",
      template_id: "e2e-newsletter",
      user_id: "e2e-public-key",
      template_params: {
        from_name: "asha@example.lk",
        reply_to: "asha@example.lk",
        to_name: "Serendib Digital",
      },
    });
  });

  test("shows 'Subscribing...' while sending, then fails back to the form", async ({
    page,
    visit,
    emails,
  }) => {
    await visit("/");
    emails.fail();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/api\.emailjs\.com/, async (route) => {
      await held;
      await route.fallback();
    });
    const footer = page.getByRole("contentinfo");
    const input = footer.getByRole("textbox", { name: "Email address" });
    await input.fill("ravi@example.in");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const busy = footer.getByRole("button", { name: "Subscribing..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByText("Failed to subscribe. Please try again later")).toBeVisible();
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await expect(input).toHaveValue("ravi@example.in");
    await expect(footer.getByRole("heading", { name: "Welcome to Our Newsletter!" })).toHaveCount(0);
  });

  test("toasts sit top-right and leave after 4 seconds", async ({ page, visit }) => {
    await visit("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("asha@example.lk");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.getByText("Thank you for subscribing to our newsletter!");
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x).toBeGreaterThan(viewport.width / 2);
    expect(box!.y).toBeLessThan(viewport.height / 3);
    await expect(toast).toBeHidden({ timeout: 7000 });
  });
});
