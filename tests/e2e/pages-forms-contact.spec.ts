// Longer than a screen because it is the contact page's spec: its copy, the form's errors, sending, a form
// sent before its code, and the layout at each width.
import type { Page } from "@playwright/test";
import { fillTemplate } from "#contracts/words.ts";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { contentOverflow } from "./pages-forms-helpers";
import { content, identity, layout, enquiries as messages, single, telHref } from "./site-content";

// The machine is shared (2 cores): axe on a long page and large file buffers need room.
test.describe.configure({ timeout: 90_000 });

const page$ = single(content.contactPage, "contactPage");
const labels = page$.form.labels;
const form = (page: Page) => page.getByRole("form", { name: page$.form.title });
const field = (page: Page, name: keyof typeof labels) =>
  form(page).getByLabel(name === "website" ? `${labels.website} ${page$.form.optional}` : labels[name], {
    exact: true,
  });

/** Every field but the name, as the visitor of these tests fills them (the name comes first, on its own). */
async function fillAfterName(page: Page) {
  await field(page, "email").fill("nimali@example.lk");
  await field(page, "phone").fill("+94 77 000 0000");
  await field(page, "company").fill("Ceylon Tea Co.");
  await field(page, "service").selectOption("Photography");
  await field(page, "budget").selectOption(page$.form.budgets[1]!);
  await field(page, "timeline").selectOption(page$.form.timelines[2]!);
  await field(page, "message").fill("A new website for our tea shop.");
}

test.describe("contact page", () => {
  test("shows the hero claims, the four contact cards, quick contact and hours from the identity file", async ({
    page,
    visit,
  }) => {
    await visit("/contact");
    await expect(page.getByRole("heading", { level: 1, name: page$.hero.title })).toBeVisible();
    // Spec: 24h response, 100+ happy clients, 24/7 support.
    for (const value of ["24h", "100+", "24/7"]) {
      await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }
    const details = page.getByRole("region", { name: page$.detailsLabel });
    await expect(
      details.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) }),
    ).toHaveCount(page$.infoCards.length);
    const callCard = details
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: page$.infoCards[0]!.title }) });
    for (const phone of identity.contact.phones) {
      await expect(callCard.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        telHref(phone.display),
      );
    }
    await expect(details.getByRole("link", { name: identity.contact.emails.info })).toHaveAttribute(
      "href",
      `mailto:${identity.contact.emails.info}`,
    );
    const office = identity.offices[0]!;
    await expect(page.getByText(`${office.streetAddress}, ${office.city}, ${office.country}`)).toBeVisible();

    const quick = page.getByRole("region", { name: page$.quickContact.title });
    await expect(quick.getByRole("link", { name: new RegExp(page$.quickContact.whatsapp) })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`),
    );
    const phone = identity.contact.phones[0]!.display;
    await expect(
      quick.getByRole("link", { name: fillTemplate(page$.quickContact.call, { phone }) }),
    ).toHaveAttribute("href", telHref(phone));
    // The identity file's hours as written, each line's times by site/layout `wording.openingTimes` (the spec's
    // "Mon-Fri 9:00-18:00" is pinned on the initial content: src/content/quote.test.ts).
    const hours = page.getByRole("region", { name: page$.hoursTitle });
    for (const slot of identity.hours) {
      const times = fillTemplate(layout.wording.openingTimes, { opens: slot.opens, closes: slot.closes });
      await expect(hours.getByRole("term").filter({ hasText: slot.days })).toHaveCount(1);
      await expect(hours.getByRole("definition").filter({ hasText: times })).toHaveCount(1);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("an empty submit puts each spec message under its field, tied to it, and focuses the first", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/contact");
    await field(page, "name").fill("   ");
    await field(page, "message").fill(" \n ");
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
      const control = field(page, key as keyof typeof expected);
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(message);
    }
    await expect(field(page, "website")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "name")).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A malformed email: its own message, and focus moves to it once the fields above are fine.
    await field(page, "name").fill("Nimali");
    await field(page, "email").fill("nimali@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "email")).toHaveAccessibleDescription("Invalid email address");
    await expect(field(page, "email")).toBeFocused();
    // What was typed is kept.
    await expect(field(page, "name")).toHaveValue("Nimali");
    expect(enquiries.urls).toEqual([]);
  });

  test("sends every field to the messaging app, then thanks, then starts over empty", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.clock.install();
    await visit("/contact");
    const scriptsInMain = () => page.evaluate(() => document.querySelectorAll("main script").length);
    const scriptsBefore = await scriptsInMain();
    const values = {
      name: "<script>alert('x')</script> ශ්‍රී லங்கா",
      email: "nimali@example.lk",
      phone: "+94 77 000 0000",
      company: "Ceylon & Co. #1 हिन्दी 🌴",
      message: `Line one <b>bold</b>\nLine two ${"long ".repeat(600)}`.trimEnd(),
    };
    const choices = {
      service: "Private Limited Business Registration",
      budget: page$.form.budgets[0]!,
      timeline: page$.form.timelines[0]!,
    };
    await field(page, "name").fill(values.name);
    await field(page, "email").fill(values.email);
    await field(page, "phone").fill(values.phone);
    await field(page, "company").fill(values.company);
    await field(page, "service").selectOption(choices.service);
    await field(page, "budget").selectOption(choices.budget);
    await field(page, "timeline").selectOption(choices.timeline);
    await field(page, "message").fill(values.message);
    // Time stands still while we look at the sending state.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("button", { name: "Send Message" }).click();

    const sending = page.getByRole("button", { name: "Sending Message..." });
    await expect(sending).toBeDisabled();
    await page.clock.runFor(1900);
    await expect(sending).toBeDisabled();
    const sent = messages.contactForm;
    expect((await enquiries.lastText()).split("\n")).toEqual([
      sent.intro,
      `${sent.labels.name}: ${values.name}`,
      `${sent.labels.email}: ${values.email}`,
      `${sent.labels.phone}: ${values.phone}`,
      `${sent.labels.company}: ${values.company}`,
      `${sent.labels.website}: ${sent.websiteNotProvided}`,
      `${sent.labels.service}: ${choices.service}`,
      `${sent.labels.budget}: ${choices.budget}`,
      `${sent.labels.timeline}: ${choices.timeline}`,
      ...`${sent.labels.message}: ${values.message}`.split("\n"),
      `${messages.lineLabels.language}: English`,
    ]);
    expect(enquiries.urls[0]).toMatch(
      new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`),
    );
    // The visitor comes back from the messaging tab.
    await page.bringToFront();

    await page.clock.runFor(200);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    await expect(
      page.getByText("Your message has been sent successfully. We'll get back to you within 24 hours."),
    ).toBeVisible();
    // The page never ran the typed markup.
    expect(await scriptsInMain()).toBe(scriptsBefore);
    await page.clock.resume();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Send Another Message" }).click();
    for (const name of Object.keys(labels) as (keyof typeof labels)[])
      await expect(field(page, name)).toHaveValue("");
    await expect(field(page, "name")).toBeFocused();
  });

  test("gives the website when one is typed, and shows typed markup back as text", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/contact");
    await field(page, "name").fill("A");
    await field(page, "email").fill("a@b.lk");
    await field(page, "phone").fill("1");
    await field(page, "company").fill("<img src=x onerror=alert(1)>");
    await field(page, "website").fill("https://tea.lk");
    await field(page, "service").selectOption("Custom Solution");
    await field(page, "budget").selectOption("Let's Discuss");
    await field(page, "timeline").selectOption("Flexible");
    await field(page, "message").fill("x".repeat(page$.form.limits.message + 1));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "message")).toHaveAccessibleDescription(
      `Please keep this under ${page$.form.limits.message.toLocaleString("en-US")} characters`,
    );
    await expect(field(page, "company")).toHaveValue("<img src=x onerror=alert(1)>");
    await field(page, "message").fill("Short and sweet.");
    await page.getByRole("button", { name: "Send Message" }).click();
    const text = await enquiries.lastText();
    expect(text).toContain(`\n${messages.contactForm.labels.company}: <img src=x onerror=alert(1)>\n`);
    expect(text).toContain(`\n${messages.contactForm.labels.website}: https://tea.lk\n`);
  });

  test("on a slow phone, a form filled and sent before its code arrives is sent once that code has", async ({
    page,
    visit,
    enquiries,
    holdScripts,
  }) => {
    const scripts = await holdScripts();
    await page.setViewportSize({ width: 412, height: 823 });
    await visit("/contact", { waitUntil: "commit" });
    await expect(field(page, "name").locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "");

    await field(page, "name").fill("Nimali Fernando");
    // The first use asks for the form's code, which the slow line holds back.
    await expect
      .poll(() => scripts.waiting(), { message: "the form's code is held back" })
      .toBeGreaterThan(0);
    await fillAfterName(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    // Posted before the code arrived: the server hands it to WhatsApp in a new tab, at once; nothing typed
    // reached this page's address.
    const text = await enquiries.lastText();
    expect(page.url()).toMatch(/\/contact$/);
    expect(scripts.waiting()).toBeGreaterThan(0);
    expect(text).toContain(`${messages.contactForm.labels.name}: Nimali Fernando\n`);
    expect(text).toContain(`${messages.contactForm.labels.service}: Photography\n`);
    expect(text).toContain(`${messages.contactForm.labels.budget}: ${page$.form.budgets[1]}\n`);
    expect(text).toContain(`${messages.contactForm.labels.message}: A new website for our tea shop.`);
    // Once the code arrives, the thank-you screen follows, and WhatsApp is not opened again.
    scripts.release();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(enquiries.urls).toHaveLength(1);
    expect(page.url()).toMatch(/\/contact$/);
  });
});

for (const width of [375, 1280]) {
  test(`contact page fits ${width} px without sideways scrolling`, async ({ page, visit }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit("/contact");
    expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
    // Form fields sit side by side on wide screens, stacked on phones.
    const name = await field(page, "name").boundingBox();
    const email = await field(page, "email").boundingBox();
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
  await expect(field(page, "name")).toBeFocused();
  expect(requested.filter((path) => path.includes("contact-form-resolver"))).toHaveLength(1);
});

/** Where focus is drawn around a control: its outline (none when the page shows no focus on it). */
const outlineOf = (locator: ReturnType<typeof field>) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth);
  });

test("after an empty send, the wrong field that has focus shows it: an outline no other wrong field has", async ({
  page,
  visit,
}) => {
  await visit("/contact");
  await field(page, "name").fill("   ");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(field(page, "name")).toBeFocused();
  await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
  expect(await outlineOf(field(page, "name"))).toBeGreaterThanOrEqual(2);
  expect(await outlineOf(field(page, "email"))).toBe(0);
});

test("on a phone, the thank-you screen's button is clear of the chat teaser", async ({
  page,
  visit,
  enquiries,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await visit("/contact");
  await field(page, "name").fill("Nimali Fernando");
  await fillAfterName(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await enquiries.lastText();
  const again = page.getByRole("button", { name: "Send Another Message" });
  await expect(again).toBeInViewport({ ratio: 1 });
  // The teaser shows a screen down the page: it is out now, beside the button.
  const teaser = page.locator("[data-chat-teaser]");
  await expect(teaser).toBeVisible({ timeout: 6000 });
  await page.waitForTimeout(500); // its fade-in and scale have settled
  const [button, bubble] = [(await again.boundingBox())!, (await teaser.boundingBox())!];
  expect(button.y + button.height, "the button ends above the teaser").toBeLessThanOrEqual(bubble.y);
});
