// Longer than a screen because it is the quote page's spec: its four sections, the form's errors, files,
// sending, a quote sent before its code, and the layout at each width.
import type { Page } from "@playwright/test";
import { fillTemplate } from "#contracts/words.ts";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { contentOverflow } from "./pages-forms-helpers";
import { content, identity, layout, enquiries as messages, services, single, telHref } from "./site-content";

// The machine is shared (2 cores): axe on a long page and large file buffers need room.
test.describe.configure({ timeout: 90_000 });

const quote = single(content.quotePage, "quotePage");
const { fields, sections } = quote.form;
const sent = messages.quoteForm;
const fill = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => words[name] ?? whole);
const form = (page: Page) => page.getByRole("form", { name: quote.form.title });
const field = (page: Page, name: keyof typeof fields) =>
  form(page).getByLabel(fields[name].label, { exact: false });
const quoteServices = [...services]
  .sort((a, b) => a.data.order - b.data.order)
  .flatMap((service) => service.data.listings.quoteForm ?? []);
const labelOf = (id: string) => quoteServices.find((service) => service.id === id)!.label;
const MB = 1024 * 1024;

async function fillRequired(page: Page, overrides: Partial<Record<string, string>> = {}) {
  await field(page, "fullName").fill(overrides.fullName ?? "Nimali Fernando");
  await field(page, "email").fill(overrides.email ?? "nimali@example.lk");
  await field(page, "phone").fill(overrides.phone ?? "+94 77 000 0000");
  await field(page, "budgetRange").selectOption(overrides.budget ?? "$2,500 - $5,000");
  await field(page, "timeline").selectOption(overrides.timeline ?? "2-4 weeks");
  await field(page, "projectDescription").fill(overrides.description ?? "A new website for our tea shop.");
}

test.describe("free quote page", () => {
  test("shows the four sections, the spec's options and the configured contact links", async ({
    page,
    visit,
  }) => {
    await visit("/get-quote");
    await expect(page.getByRole("heading", { level: 1, name: quote.hero.title })).toBeVisible();
    for (const name of Object.values(sections))
      await expect(form(page).getByRole("group", { name })).toBeVisible();
    // Spec: the quote service ids, each a checkbox named by its service's label.
    for (const id of [
      "web-design",
      "branding",
      "social-media",
      "seo",
      "hosting",
      "private-limited-registration",
    ]) {
      const box = page.locator(`input[type=checkbox][id="${id}"]`);
      await expect(box).toHaveCount(1);
      await expect(box).toHaveAccessibleName(
        new RegExp(`^${labelOf(id).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      );
    }
    await expect(field(page, "budgetRange").locator("option")).toHaveText([
      fields.budgetRange.placeholder!,
      "$500 - $1,000",
      "$1,000 - $2,500",
      "$2,500 - $5,000",
      "$5,000 - $10,000",
      "$10,000 - $25,000",
      "$25,000+",
      "I need consultation",
    ]);
    await expect(field(page, "timeline").locator("option")).toHaveText([
      fields.timeline.placeholder!,
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
    const aside = page.getByRole("region", { name: quote.aside.contactTitle });
    for (const phone of identity.contact.phones)
      await expect(
        aside.getByRole("link", { name: new RegExp(phone.display.replace(/\+/g, "\\+")) }),
      ).toHaveAttribute("href", telHref(phone.display));
    await expect(aside.getByRole("link", { name: identity.contact.emails.info })).toHaveAttribute(
      "href",
      `mailto:${identity.contact.emails.info}`,
    );
    const whatsapp = aside.getByRole("link", { name: new RegExp(quote.aside.whatsapp) });
    await expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/${identity.contact.whatsappNumber}?text=${encodeURIComponent(messages.quoteQuestion)}`,
    );
    // The identity file's hours, each line by site/layout `wording` (the spec's "Mon-Fri 9:00-18:00" is pinned
    // on the initial content: src/content/quote.test.ts).
    for (const slot of identity.hours) {
      const times = fillTemplate(layout.wording.openingTimes, { opens: slot.opens, closes: slot.closes });
      await expect(aside).toContainText(
        fillTemplate(layout.wording.openingHours, { days: slot.days, hours: times }),
      );
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("an empty submit marks each required answer under its field and focuses the first", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/get-quote");
    await field(page, "fullName").fill("    ");
    await form(page).getByRole("button", { name: quote.form.submit }).click();
    const expected = {
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      phone: "Please enter your phone number",
      budgetRange: "Please select a budget range",
      timeline: "Please select a timeline",
      projectDescription: "Please describe your project",
      agreeToTerms: "Please agree to the terms and privacy policy",
    } as const;
    for (const [name, message] of Object.entries(expected)) {
      const control = field(page, name as keyof typeof expected);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expect(
      form(page).getByRole("group", { name: quote.form.servicesLegend }),
    ).toHaveAccessibleDescription("Please select at least one service");
    await expect(field(page, "fullName")).toBeFocused();
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
    await form(page).getByRole("button", { name: quote.form.submit }).click();
    await expect(field(page, "email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(field(page, "email")).toBeFocused();
    // Field errors first: no toast yet.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await field(page, "email").fill("nimali@example.lk");
    await form(page).getByRole("button", { name: quote.form.submit }).click();
    await expect(toast("Please agree to the terms and privacy policy")).toHaveCount(1);
    await expect(toast("Please select at least one service")).toHaveCount(0);

    await field(page, "agreeToTerms").check();
    await form(page).getByRole("button", { name: quote.form.submit }).click();
    await expect(toast("Please select at least one service")).toHaveCount(1);
    await expect(toast("Please select at least one service")).toBeVisible();
    await expect(field(page, "projectDescription")).toHaveValue("A new website for our tea shop.");
    await expect(field(page, "agreeToTerms")).toBeChecked();
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
    await expect(input).toHaveAccessibleName(
      `${fields.files.label} ${quote.form.optional} ${quote.form.files.choose}`,
    );
    await expect(input).toHaveAccessibleDescription(/"huge-video.zip" is larger than 10MB/);
    const list = page.getByRole("list").filter({ has: page.getByRole("button", { name: /^Remove / }) });
    await expect(list.getByRole("listitem")).toHaveText([/brief\.pdf/]);
    await expect(field(page, "fullName")).toHaveValue("Nimali Fernando");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Exactly 10MB is allowed.
    await input.setInputFiles([{ name: "logo.png", mimeType: "image/png", buffer: Buffer.alloc(10 * MB) }]);
    await expect(list.getByRole("listitem")).toHaveText([/brief\.pdf/, /logo\.png/]);
    await expect(page.getByText("is larger than 10MB", { exact: false })).toHaveCount(0);
    await page.getByRole("button", { name: quote.form.files.remove.replace("{name}", "brief.pdf") }).click();
    await expect(list.getByRole("listitem")).toHaveText([/logo\.png/]);
  });

  test("sends every answer to the messaging app, confirms after about a second, and clears the form", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.clock.install();
    await visit("/get-quote");
    const markupInMain = () =>
      page.evaluate(() => document.querySelectorAll("main script, main b, main i").length);
    const markupBefore = await markupInMain();
    const typed = {
      fullName: "<script>alert(1)</script> නිමාලි",
      company: "தமிழ் Traders & Co. #1",
      description: `हिन्दी 🌴 <b>bold</b>\nSecond line ${"long ".repeat(500)}`.trimEnd(),
      other: "Menu <i>design</i>",
      notes: "Call after 5pm ☕",
    };
    await fillRequired(page, { fullName: typed.fullName, description: typed.description });
    await field(page, "companyName").fill(typed.company);
    await form(page).getByText(labelOf("web-design"), { exact: true }).click();
    await form(page).getByText(labelOf("private-limited-registration"), { exact: true }).click();
    await field(page, "otherService").fill(typed.other);
    await field(page, "additionalNotes").fill(typed.notes);
    await page.locator("input[type=file]").setInputFiles([
      { name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
      { name: "ලාංඡනය.png", mimeType: "image/png", buffer: Buffer.from("png") },
    ]);
    await field(page, "agreeToTerms").check();
    await page.clock.pauseAt(Date.now() + 60_000);
    await form(page).getByRole("button", { name: quote.form.submit }).click();

    const submitting = form(page).getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    const text = await enquiries.lastText();
    expect(text.split("\n")).toEqual([
      sent.intro,
      `${sent.labels.name}: ${typed.fullName}`,
      `${sent.labels.company}: ${typed.company}`,
      `${sent.labels.email}: nimali@example.lk`,
      `${sent.labels.phone}: +94 77 000 0000`,
      `${sent.labels.services}: ${labelOf("web-design")}, ${labelOf("private-limited-registration")}, ${fill(sent.otherService, { service: typed.other })}`,
      `${sent.labels.budget}: $2,500 - $5,000`,
      `${sent.labels.timeline}: 2-4 weeks`,
      ...`${sent.labels.description}: ${typed.description}`.split("\n"),
      `${sent.labels.notes}: ${typed.notes}`,
      `${sent.labels.files}: ${fill(sent.files, { count: "2", names: "brief.pdf, ලාංඡනය.png" })}`,
      `${messages.lineLabels.language}: English`,
    ]);
    expect(enquiries.urls[0]).toMatch(
      new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`),
    );
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
    await expect(form(page).getByRole("button", { name: quote.form.submit })).toBeEnabled();
    for (const name of [
      "fullName",
      "companyName",
      "email",
      "phone",
      "otherService",
      "budgetRange",
      "timeline",
      "projectDescription",
      "additionalNotes",
    ] as const) {
      await expect(field(page, name)).toHaveValue("");
    }
    await expect(page.locator("input[type=checkbox]:checked")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
    // Typed markup never became markup.
    expect(await markupInMain()).toBe(markupBefore);
    expect(enquiries.urls).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("on a slow phone, a quote filled and sent before its code arrives is sent once that code has", async ({
    page,
    visit,
    enquiries,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/get-quote", { waitUntil: "commit" });
    await expect
      .poll(() => scripts.waiting(), { message: "the form's code is held back" })
      .toBeGreaterThan(0);
    await expect(field(page, "fullName").locator("xpath=ancestor::astro-island[1]")).toHaveAttribute(
      "ssr",
      "",
    );

    await field(page, "fullName").fill("Nimali Fernando");
    await field(page, "email").fill("nimali@example.lk");
    await field(page, "phone").fill("+94 77 000 0000");
    await form(page).getByText(labelOf("seo"), { exact: true }).click();
    await field(page, "budgetRange").selectOption("$1,000 - $2,500");
    await field(page, "timeline").selectOption("1-2 months");
    await field(page, "projectDescription").fill("A new website for our tea shop.");
    await page
      .locator("input[type=file]")
      .setInputFiles([{ name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") }]);
    await field(page, "agreeToTerms").check();
    // The form posts into a new tab: the request is the browser context's.
    const posted = page
      .context()
      .waitForEvent("request", (request) => request.url().endsWith("/api/forms/quote"));
    await form(page).getByRole("button", { name: quote.form.submit }).click();
    // Posted before the code arrived: URL-encoded, so the file travels by name only, never its bytes.
    const request = await posted;
    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.postData()).toContain("files=brief.pdf");
    expect(request.postData()).not.toContain("PDF-1.4");
    // The server hands it to WhatsApp in a new tab, at once; nothing typed reached this page's address.
    const text = await enquiries.lastText();
    expect(page.url()).toMatch(/\/get-quote$/);
    expect(scripts.waiting()).toBeGreaterThan(0);
    expect(text.split("\n")).toEqual([
      sent.intro,
      `${sent.labels.name}: Nimali Fernando`,
      `${sent.labels.company}: ${sent.notProvided}`,
      `${sent.labels.email}: nimali@example.lk`,
      `${sent.labels.phone}: +94 77 000 0000`,
      `${sent.labels.services}: ${labelOf("seo")}`,
      `${sent.labels.budget}: $1,000 - $2,500`,
      `${sent.labels.timeline}: 1-2 months`,
      `${sent.labels.description}: A new website for our tea shop.`,
      `${sent.labels.notes}: ${sent.notProvided}`,
      `${sent.labels.files}: 1 (brief.pdf)`,
      `${messages.lineLabels.language}: English`,
    ]);
    // Once the code arrives, the toast follows and the form clears; WhatsApp is not opened again.
    scripts.release();
    await expect(
      page.getByText(
        "Quote request prepared! WhatsApp will open with your details. Please attach your file in the chat.",
      ),
    ).toBeVisible();
    expect(enquiries.urls).toHaveLength(1);
    expect(page.url()).toMatch(/\/get-quote$/);
  });
});

for (const width of [375, 1280]) {
  test(`quote page fits ${width} px without sideways scrolling`, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit("/get-quote");
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
    const formBox = await form(page).boundingBox();
    const aside = await page.getByRole("region", { name: quote.aside.stepsTitle }).boundingBox();
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
  await form(page).getByRole("button", { name: quote.form.submit }).click();
  await expect(field(page, "fullName")).toBeFocused();
  expect(requested.filter((path) => path.includes("quote-form-resolver"))).toHaveLength(1);
});
