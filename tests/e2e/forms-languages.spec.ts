/**
 * The forms in the visitor's language (decision 0014): a form sent from a Sinhala, Tamil or Hindi page reaches
 * WhatsApp with the greeting and what was typed in the visitor's language, the labels in English and a line
 * naming the language, whether the island sent it or the server did (scripts held back, or scripting off).
 */
import type { Browser, Page } from "@playwright/test";
import { LOCALE_INFO, type Locale } from "#contracts/locales.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { expect, type HeldScripts, test } from "./fixtures";

const forms = readEnquiryForms();
const staff = forms.en;
const layoutIn = (locale: Locale) => single(readSiteContent({ locale }).layout, "layout");

/** Closes the splash with its own button, in the page's language (it works before any script). */
async function closeSplash(page: Page, locale: Locale) {
  await page.getByRole("button", { name: layoutIn(locale).splash.continueLabel }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

test("a Sinhala contact form sent before its code arrived reaches WhatsApp in Sinhala, labelled in English", async ({
  page,
  visit,
  enquiries,
  holdScripts,
}) => {
  const si = forms.si.contact;
  const scripts: HeldScripts = await holdScripts();
  await visit("/si/contact", { waitUntil: "commit", keepSplash: true });
  await closeSplash(page, "si");
  const form = page.locator("form[action$='/contact']");
  await expect(form.locator("input[name=locale]")).toHaveValue("si");
  const typed = {
    name: "නිමාලි ප්‍රනාන්දු",
    email: "nimali@example.lk",
    phone: "+94 77 000 0000",
    company: "ලංකා තේ සමාගම",
    message: "අපේ තේ කඩයට අලුත් වෙබ් අඩවියක් ඕනේ.",
  };
  for (const [name, value] of Object.entries(typed)) await form.locator(`[name=${name}]`).fill(value);
  await form.locator("[name=service]").selectOption(si.rules.services[0]!);
  await form.locator("[name=budget]").selectOption(si.rules.budgets[0]!);
  await form.locator("[name=timeline]").selectOption(si.rules.timelines[0]!);
  expect(scripts.waiting()).toBeGreaterThan(0);
  await form.locator("[type=submit]").click();

  const lines = (await enquiries.lastText()).split("\n");
  const labels = staff.contact.enquiry.labels;
  expect(lines[0]).toBe(si.enquiry.intro);
  expect(si.enquiry.intro).not.toBe(staff.contact.enquiry.intro);
  expect(lines).toContain(`${labels.name}: ${typed.name}`);
  expect(lines).toContain(`${labels.service}: ${si.rules.services[0]}`);
  expect(lines).toContain(`${labels.message}: ${typed.message}`);
  expect(lines.at(-1)).toBe(`${staff.contact.enquiry.language.label}: ${LOCALE_INFO.si.englishName}`);
  scripts.release();
});

async function withoutScript(browser: Browser, run: (page: Page, opened: string[]) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const opened: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  // The server's 303 to WhatsApp is read here and WhatsApp stood in for (as in no-script.spec.ts).
  await context.route(/\/api\/forms\//, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location ?? "";
    if (response.status() === 303 && location.startsWith("https://wa.me/")) {
      opened.push(location);
      await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Messaging app</title>" });
    } else await route.fulfill({ response });
  });
  try {
    await run(await context.newPage(), opened);
  } finally {
    await context.close();
  }
}

test("a Hindi quote with scripting off: a Hindi page naming the fix, then WhatsApp in Hindi with English labels", async ({
  browser,
}) => {
  const hi = forms.hi;
  await withoutScript(browser, async (page, opened) => {
    await page.goto("/hi/get-quote");
    await closeSplash(page, "hi");
    const form = page.locator("form[action$='/quote']");
    await form.locator("[name=fullName]").fill("रवि कुमार");
    await form.locator("[name=email]").fill("ravi@example.in");
    await form.locator("[name=phone]").fill("+91 98765 00000");
    await form.locator("[name=budgetRange]").selectOption(hi.quote.rules.budgets[0]!);
    await form.locator("[name=timeline]").selectOption(hi.quote.rules.timelines[0]!);
    await form.locator("[name=projectDescription]").fill("चाय की दुकान के लिए वेबसाइट");
    await form.locator("[name=agreeToTerms]").check();

    // No service ticked: the server's page says so in Hindi, and leads back to the Hindi form.
    const [answer] = await Promise.all([
      page.context().waitForEvent("page"),
      form.locator("[type=submit]").click(),
    ]);
    await answer.waitForLoadState();
    expect(await answer.locator("html").getAttribute("lang")).toBe(LOCALE_INFO.hi.tag);
    await expect(answer.getByRole("heading", { name: hi.answer.title })).toBeVisible();
    await expect(answer.getByText(hi.quote.rules.errors.services)).toBeVisible();
    await expect(answer.getByRole("link", { name: hi.answer.back })).toHaveAttribute("href", "/hi/get-quote");
    await answer.close();

    await form.locator(`label:has([name=services][value="${hi.quote.services[0]!.id}"])`).click();
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      form.locator("[type=submit]").click(),
    ]);
    await tab.waitForLoadState();
    expect(opened).toHaveLength(1);
    const lines = (new URL(opened[0]!).searchParams.get("text") ?? "").split("\n");
    const labels = staff.quote.enquiry.labels;
    expect(lines[0]).toBe(hi.quote.enquiry.intro);
    expect(lines).toContain(`${labels.name}: रवि कुमार`);
    expect(lines).toContain(`${labels.services}: ${hi.quote.services[0]!.label}`);
    expect(lines).toContain(`${labels.description}: चाय की दुकान के लिए वेबसाइट`);
    expect(lines).toContain(`${labels.files}: ${staff.quote.enquiry.noFiles}`);
    expect(lines.at(-1)).toBe(`${staff.quote.enquiry.language.label}: ${LOCALE_INFO.hi.englishName}`);
  });
});

test("the quote page writes its hours, sizes and sentences the Tamil way", async ({ page, visit }) => {
  const ta = single(readSiteContent({ locale: "ta" }).quotePage, "quotePage");
  await visit("/ta/get-quote", { keepSplash: true });
  await closeSplash(page, "ta");
  const form = page.locator("form[action$='/quote']");
  // The terms sentence is the content's, with its two links where Tamil puts them.
  const terms = form.locator("#quote-terms-links");
  const [before] = ta.form.termsLinks.sentence.split("{terms}");
  expect((await terms.textContent())?.startsWith(before!)).toBe(true);
  await expect(terms.getByRole("link")).toHaveText([ta.form.termsLinks.terms, ta.form.termsLinks.privacy]);
  // A chosen file: its size in the language's units, its remove button named by the content's template.
  await page
    .locator("input[type=file]")
    .setInputFiles([{ name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(1536 * 1024) }]);
  const size = new Intl.NumberFormat(LOCALE_INFO.ta.tag, {
    style: "unit",
    unit: "megabyte",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(1.5);
  await expect(form.getByText(size, { exact: true })).toBeVisible();
  await expect(
    form.getByRole("button", { name: ta.form.files.remove.replace("{name}", "brief.pdf") }),
  ).toBeVisible();
});
