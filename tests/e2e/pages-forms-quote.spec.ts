import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { contentOverflow } from "./pages-forms-helpers";

// The machine is shared (2 cores): axe on a long page and large file buffers need room.
test.describe.configure({ timeout: 90_000 });

const form = (page: Page) => page.getByRole("form", { name: "Your project in four short steps" });
const MB = 1024 * 1024;

async function fillRequired(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const f = form(page);
  await f.getByLabel("Full name").fill(overrides.fullName ?? "Nimali Fernando");
  await f.getByLabel("Email address").fill(overrides.email ?? "nimali@example.lk");
  await f.getByLabel("Phone number").fill(overrides.phone ?? "+94 77 000 0000");
  await f.getByLabel("Budget range (USD)").selectOption(overrides.budget ?? "$2,500 - $5,000");
  await f.getByLabel("Timeline").selectOption(overrides.timeline ?? "2-4 weeks");
  await f.getByLabel("Project description").fill(overrides.description ?? "A new website for our tea shop.");
}

test.describe("free quote page", () => {
  test("shows the four sections, the spec's options and the configured contact links", async ({
    page,
    visit,
  }) => {
    await visit("/get-quote");
    await expect(page.getByRole("heading", { level: 1, name: "Get Your Free Quote" })).toBeVisible();
    for (const name of ["About you", "Services you need", "Budget and timeline", "Your project"]) {
      await expect(form(page).getByRole("group", { name })).toBeVisible();
    }
    for (const id of [
      "web-design",
      "branding",
      "social-media",
      "seo",
      "hosting",
      "private-limited-registration",
    ]) {
      await expect(page.locator(`input[type=checkbox][id="${id}"]`)).toHaveCount(1);
    }
    await expect(form(page).getByLabel("Budget range (USD)").locator("option")).toHaveText([
      "Select a budget range",
      "$500 - $1,000",
      "$1,000 - $2,500",
      "$2,500 - $5,000",
      "$5,000 - $10,000",
      "$10,000 - $25,000",
      "$25,000+",
      "I need consultation",
    ]);
    await expect(form(page).getByLabel("Timeline").locator("option")).toHaveText([
      "Select a timeline",
      "ASAP (Rush Job)",
      "1-2 weeks",
      "2-4 weeks",
      "1-2 months",
      "2-3 months",
      "3+ months",
      "Flexible timeline",
    ]);
    await expect(page.getByText("Max 10MB each")).toBeVisible();
    await expect(page.locator("input[type=file]")).toHaveAttribute(
      "accept",
      ".pdf,.doc,.docx,.jpg,.jpeg,.png,.zip",
    );
    const aside = page.getByRole("region", { name: "Rather talk it through?" });
    await expect(aside.getByRole("link", { name: /\+94 77 123 4567/ })).toHaveAttribute(
      "href",
      "tel:+94771234567",
    );
    await expect(aside.getByRole("link", { name: /\+91 98765 43210/ })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(aside.getByRole("link", { name: "hello@serendib.digital" })).toHaveAttribute(
      "href",
      "mailto:hello@serendib.digital",
    );
    await expect(aside.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/94771234567\?text=/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("an empty submit marks each required answer under its field and focuses the first", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/get-quote");
    await form(page).getByLabel("Full name").fill("    ");
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    const expected: Record<string, string> = {
      "Full name": "Please enter your full name",
      "Email address": "Please enter your email address",
      "Phone number": "Please enter your phone number",
      "Budget range (USD)": "Please select a budget range",
      Timeline: "Please select a timeline",
      "Project description": "Please describe your project",
      "I agree to the terms and privacy policy": "Please agree to the terms and privacy policy",
    };
    for (const [label, message] of Object.entries(expected)) {
      const control = form(page).getByLabel(label);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expect(form(page).getByRole("group", { name: /Which services/ })).toHaveAccessibleDescription(
      "Please select at least one service",
    );
    await expect(form(page).getByLabel("Full name")).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(enquiries.urls).toEqual([]);
  });

  test("once the fields are right, toasts the terms, then the services, and keeps everything", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/get-quote");
    const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
    await fillRequired(page, { email: "nimali@example" });
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(form(page).getByLabel("Email address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(form(page).getByLabel("Email address")).toBeFocused();
    // Field errors first: no toast yet.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await form(page).getByLabel("Email address").fill("nimali@example.lk");
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(toast("Please agree to the terms and privacy policy")).toHaveCount(1);
    await expect(toast("Please select at least one service")).toHaveCount(0);

    await form(page).getByLabel("I agree to the terms and privacy policy").check();
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(toast("Please select at least one service")).toHaveCount(1);
    await expect(toast("Please select at least one service")).toBeVisible();
    await expect(form(page).getByLabel("Project description")).toHaveValue("A new website for our tea shop.");
    await expect(form(page).getByLabel("I agree to the terms and privacy policy")).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(enquiries.urls).toEqual([]);
  });

  test("refuses a file over 10MB or of another type by name, keeps the others and everything typed", async ({
    page,
    visit,
  }) => {
    await visit("/get-quote");
    await fillRequired(page);
    const input = page.locator("input[type=file]");
    await input.setInputFiles([
      { name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
      { name: "huge-video.zip", mimeType: "application/zip", buffer: Buffer.alloc(10 * MB + 1) },
      { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
    ]);
    await expect(
      page.getByText('"huge-video.zip" is larger than 10MB, so it was not added.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('"setup.exe" is not a file type we accept', { exact: false })).toBeVisible();
    await expect(input).toHaveAccessibleName("Files (optional) Add files");
    await expect(input).toHaveAccessibleDescription(/"huge-video.zip" is larger than 10MB/);
    const list = page.getByRole("list").filter({ has: page.getByRole("button", { name: /^Remove / }) });
    await expect(list.getByRole("listitem")).toHaveText([/brief\.pdf/]);
    await expect(form(page).getByLabel("Full name")).toHaveValue("Nimali Fernando");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await input.setInputFiles([{ name: "logo.png", mimeType: "image/png", buffer: Buffer.alloc(10 * MB) }]);
    await expect(list.getByRole("listitem")).toHaveText([/brief\.pdf/, /logo\.png/]);
    await expect(page.getByText("is larger than 10MB", { exact: false })).toHaveCount(0);
    await page.getByRole("button", { name: "Remove brief.pdf" }).click();
    await expect(list.getByRole("listitem")).toHaveText([/logo\.png/]);
  });

  test("sends every answer to the messaging app, confirms after about a second, and clears the form", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.clock.install();
    await visit("/get-quote");
    const typed = {
      fullName: "<script>alert(1)</script> නිමාලි",
      company: "தமிழ் Traders & Co. #1",
      description: `हिन्दी 🌴 <b>bold</b>\nSecond line ${"long ".repeat(500)}`.trimEnd(),
      other: "Menu <i>design</i>",
      notes: "Call after 5pm ☕",
    };
    await fillRequired(page, { fullName: typed.fullName, description: typed.description });
    await form(page).getByLabel("Company name").fill(typed.company);
    await form(page).getByText("Web Design & Development").click();
    await form(page).getByText("Private Limited Business Registration").click();
    await form(page).getByLabel("Something else?").fill(typed.other);
    await form(page).getByLabel("Additional notes").fill(typed.notes);
    await page.locator("input[type=file]").setInputFiles([
      { name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
      { name: "ලාංඡනය.png", mimeType: "image/png", buffer: Buffer.from("png") },
    ]);
    await form(page).getByLabel("I agree to the terms and privacy policy").check();
    await page.clock.pauseAt(Date.now() + 60_000);
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();

    const submitting = form(page).getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    const text = await enquiries.lastText();
    expect(text.split("\n")).toEqual([
      "Hi Serendib Digital! I'd like a free quote.",
      `Name: ${typed.fullName}`,
      `Company: ${typed.company}`,
      "Email: nimali@example.lk",
      "Phone: +94 77 000 0000",
      `Services: Web Design & Development, Private Limited Business Registration, Other: ${typed.other}`,
      "Budget: $2,500 - $5,000",
      "Timeline: 2-4 weeks",
      ...`Project description: ${typed.description}`.split("\n"),
      `Additional notes: ${typed.notes}`,
      "Files: 2 (brief.pdf, ලාංඡනය.png)",
    ]);
    await page.bringToFront();
    await page.clock.runFor(900);
    await expect(submitting).toBeDisabled();
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(
      page.getByText(
        "Quote request prepared! WhatsApp will open with your details. Please attach your 2 files in the chat.",
      ),
    ).toBeVisible();
    await expect(form(page).getByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
    for (const label of [
      "Full name",
      "Company name",
      "Email address",
      "Phone number",
      "Something else?",
      "Budget range (USD)",
      "Timeline",
      "Project description",
      "Additional notes",
    ]) {
      await expect(form(page).getByLabel(label)).toHaveValue("");
    }
    await expect(page.locator("input[type=checkbox]:checked")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
    // Typed markup never became markup.
    expect(await page.evaluate(() => document.querySelectorAll("main script, main b, main i").length)).toBe(
      0,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

for (const width of [375, 1280]) {
  test(`quote page fits ${width} px without sideways scrolling`, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit("/get-quote");
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
    const formBox = await form(page).boundingBox();
    const aside = await page.getByRole("region", { name: "What happens next" }).boundingBox();
    // The side panel sits beside the form on wide screens and under it on phones.
    if (width < 1024) expect(aside!.y).toBeGreaterThan(formBox!.y + formBox!.height);
    else expect(aside!.x).toBeGreaterThan(formBox!.x + formBox!.width);
  });
}

test("quote form: zod and the schema load only when the form first validates", async ({ page, visit }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await visit("/get-quote");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((path) => path.includes("quote-form-resolver"))).toEqual([]);
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(form(page).getByLabel("Full name")).toBeFocused();
  expect(requested.filter((path) => path.includes("quote-form-resolver"))).toHaveLength(1);
});
