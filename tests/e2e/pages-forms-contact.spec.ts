import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { contentOverflow } from "./pages-forms-helpers";

// The machine is shared (2 cores): axe on a long page and large file buffers need room.
test.describe.configure({ timeout: 90_000 });

const form = (page: Page) => page.getByRole("form", { name: "Tell us about your project" });

const field = {
  name: "Your name",
  email: "Email address",
  phone: "Phone number",
  company: "Company name",
  website: "Current website (optional)",
  service: "Service you need",
  budget: "Budget range",
  timeline: "Timeline",
  message: "Project details",
} as const;

test.describe("contact page", () => {
  test("shows the hero claims, the four contact cards, quick contact and hours from the config", async ({
    page,
    visit,
  }) => {
    await visit("/contact");
    await expect(
      page.getByRole("heading", { level: 1, name: "Let's talk about your project" }),
    ).toBeVisible();
    for (const [value, label] of [
      ["24h", "Response time"],
      ["100+", "Happy clients"],
      ["24/7", "Support"],
    ]) {
      await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    const cards = page
      .getByRole("region", { name: "Contact details" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    await expect(cards).toHaveCount(4);
    const details = page.getByRole("region", { name: "Contact details" });
    const callCard = details
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Call us" }) });
    await expect(callCard.getByRole("link", { name: "+94 77 123 4567" })).toHaveAttribute(
      "href",
      "tel:+94771234567",
    );
    await expect(callCard.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(details.getByRole("link", { name: "hello@serendib.digital" })).toHaveAttribute(
      "href",
      "mailto:hello@serendib.digital",
    );
    await expect(page.getByText("42 Galle Road, Colombo 03, Colombo, Sri Lanka")).toBeVisible();

    const quick = page.getByRole("region", { name: "Prefer a quick chat?" });
    await expect(quick.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/94771234567\?text=/,
    );
    await expect(quick.getByRole("link", { name: "Call +94 77 123 4567" })).toHaveAttribute(
      "href",
      "tel:+94771234567",
    );
    const hours = page.getByRole("region", { name: "Business hours" });
    await expect(hours).toContainText("Mon-Fri9:00-18:00");
    await expect(hours).toContainText("Sat9:00-14:00");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("an empty submit puts each spec message under its field, tied to it, and focuses the first", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/contact");
    await form(page).getByLabel(field.name).fill("   ");
    await form(page).getByLabel(field.message).fill(" \n ");
    await page.getByRole("button", { name: "Send Message" }).click();

    const expected = {
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      company: "Company name is required",
      service: "Please select a service",
      budget: "Please select a budget range",
      timeline: "Please select a timeline",
      message: "Please describe your project",
    } as const;
    for (const [key, message] of Object.entries(expected)) {
      const control = form(page).getByLabel(field[key as keyof typeof expected]);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(message);
    }
    await expect(form(page).getByLabel(field.website)).not.toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel(field.name)).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A malformed email: its own message, and focus moves to it once the fields above are fine.
    await form(page).getByLabel(field.name).fill("Nimali");
    await form(page).getByLabel(field.email).fill("nimali@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByLabel(field.email)).toHaveAccessibleDescription("Invalid email address");
    await expect(form(page).getByLabel(field.email)).toBeFocused();
    // What was typed is kept.
    await expect(form(page).getByLabel(field.name)).toHaveValue("Nimali");
    expect(enquiries.urls).toEqual([]);
  });

  test("sends every field to the messaging app, then thanks, then starts over empty", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.clock.install();
    await visit("/contact");
    const values = {
      name: "<script>alert('x')</script> ශ්‍රී லங்கா",
      email: "nimali@example.lk",
      phone: "+94 77 000 0000",
      company: "Ceylon & Co. #1 हिन्दी 🌴",
      message: `Line one <b>bold</b>\nLine two ${"long ".repeat(600)}`.trimEnd(),
    };
    await form(page).getByLabel(field.name).fill(values.name);
    await form(page).getByLabel(field.email).fill(values.email);
    await form(page).getByLabel(field.phone).fill(values.phone);
    await form(page).getByLabel(field.company).fill(values.company);
    await form(page).getByLabel(field.service).selectOption("Private Limited Business Registration");
    await form(page).getByLabel(field.budget).selectOption("Under LKR 50,000");
    await form(page).getByLabel(field.timeline).selectOption("ASAP (Rush Job)");
    await form(page).getByLabel(field.message).fill(values.message);
    // Time stands still while we look at the sending state.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("button", { name: "Send Message" }).click();

    const sending = page.getByRole("button", { name: "Sending Message..." });
    await expect(sending).toBeDisabled();
    await page.clock.runFor(1900);
    await expect(sending).toBeDisabled();
    const text = await enquiries.lastText();
    expect(text.split("\n")).toEqual([
      "Hi Serendib Digital! I'd like to discuss a project.",
      `Name: ${values.name}`,
      `Email: ${values.email}`,
      `Phone: ${values.phone}`,
      `Company: ${values.company}`,
      "Website: Not provided",
      "Service: Private Limited Business Registration",
      "Budget: Under LKR 50,000",
      "Timeline: ASAP (Rush Job)",
      ...`Project details: ${values.message}`.split("\n"),
    ]);
    expect(enquiries.urls[0]).toMatch(/^https:\/\/wa\.me\/94771234567\?text=/);
    // The visitor comes back from the messaging tab.
    await page.bringToFront();

    await page.clock.runFor(200);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    await expect(
      page.getByText("Your message has been sent successfully. We'll get back to you within 24 hours."),
    ).toBeVisible();
    // The page never ran the typed markup.
    expect(await page.evaluate(() => document.querySelectorAll("main script").length)).toBe(0);
    await page.clock.resume();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Send Another Message" }).click();
    for (const label of Object.values(field)) await expect(form(page).getByLabel(label)).toHaveValue("");
    await expect(form(page).getByLabel(field.name)).toBeFocused();
  });

  test("gives the website when one is typed, and shows typed markup back as text", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/contact");
    await form(page).getByLabel(field.name).fill("A");
    await form(page).getByLabel(field.email).fill("a@b.lk");
    await form(page).getByLabel(field.phone).fill("1");
    await form(page).getByLabel(field.company).fill("<img src=x onerror=alert(1)>");
    await form(page).getByLabel(field.website).fill("https://tea.lk");
    await form(page).getByLabel(field.service).selectOption("Custom Solution");
    await form(page).getByLabel(field.budget).selectOption("Let's Discuss");
    await form(page).getByLabel(field.timeline).selectOption("Flexible");
    await form(page).getByLabel(field.message).fill("x".repeat(4001));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByLabel(field.message)).toHaveAccessibleDescription(
      "Please keep this under 4,000 characters",
    );
    await expect(form(page).getByLabel(field.company)).toHaveValue("<img src=x onerror=alert(1)>");
    await form(page).getByLabel(field.message).fill("Short and sweet.");
    await page.getByRole("button", { name: "Send Message" }).click();
    const text = await enquiries.lastText();
    expect(text).toContain("\nCompany: <img src=x onerror=alert(1)>\n");
    expect(text).toContain("\nWebsite: https://tea.lk\n");
  });
});

for (const width of [375, 1280]) {
  test(`contact page fits ${width} px without sideways scrolling`, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit("/contact");
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
    // Form fields sit side by side on wide screens, stacked on phones.
    const name = await form(page).getByLabel(field.name).boundingBox();
    const email = await form(page).getByLabel(field.email).boundingBox();
    if (width < 640) expect(email!.y).toBeGreaterThan(name!.y);
    else expect(email!.y).toBe(name!.y);
  });
}

test("contact form: zod and the schema load only when the form first validates", async ({ page, visit }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await visit("/contact");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((path) => path.includes("contact-form-resolver"))).toEqual([]);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByLabel(field.name)).toBeFocused();
  expect(requested.filter((path) => path.includes("contact-form-resolver"))).toHaveLength(1);
});
