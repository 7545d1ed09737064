/**
 * With scripting off, every control still works as plain HTML: the forms send (the server hands them to
 * WhatsApp in a new tab, or names what to fix), the filters filter, and the menu opens and closes.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { MESSAGING_APP_ORIGINS } from "#contracts/enquiry.ts";
import { chromiumLaunchOptions } from "#scripts/chromium.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { single } from "#src/content/read-content.ts";
import { dismissSplash, expect, test } from "./fixtures";
import { content } from "./site-content";

const forms = readEnquiryForms().en;
const packagesPage = single(content.packagesPage, "packagesPage");
const portfolioPage = single(content.portfolioPage, "portfolioPage");
const shopPage = single(content.shopPage, "shopPage");

async function withoutScript(browser: Browser, run: (page: Page, opened: string[]) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const opened: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  // The real server answers each post; its 303 to WhatsApp is read here and WhatsApp stood in for (Playwright
  // cannot route the next hop of a redirect). That the page's policy lets the browser follow it is checked on
  // the policy itself (server/security-headers.test.ts: form-action names wa.me and api.whatsapp.com).
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
const textOf = (url: string) => new URL(url).searchParams.get("text") ?? "";

test.describe("with JavaScript off", () => {
  test("the contact form sends through the server into WhatsApp, in a new tab", async ({ browser }) => {
    await withoutScript(browser, async (page, opened) => {
      await page.goto("/contact");
      await dismissSplash(page);
      const form = page.locator("form[action$='/contact']");
      const { rules } = forms.contact;
      await form.locator("[name=name]").fill("Nimali Fernando");
      await form.locator("[name=email]").fill("nimali@example.lk");
      await form.locator("[name=phone]").fill("+94 77 000 0000");
      await form.locator("[name=company]").fill("Ceylon Tea Co.");
      await form.locator("[name=service]").selectOption(rules.services[0]!);
      await form.locator("[name=budget]").selectOption(rules.budgets[0]!);
      await form.locator("[name=timeline]").selectOption(rules.timelines[0]!);
      await form.locator("[name=message]").fill("ශ්‍රී ලංකා & தமிழ் #1");
      const [tab] = await Promise.all([
        page.context().waitForEvent("page"),
        form.locator("[type=submit]").click(),
      ]);
      await tab.waitForLoadState();
      expect(opened).toHaveLength(1);
      expect(textOf(opened[0]!)).toContain("Nimali Fernando");
      expect(textOf(opened[0]!)).toContain("ශ්‍රී ලංකා & தமிழ் #1");
      expect(page.url()).toMatch(/\/contact$/);
    });
  });

  test("an empty required field is stopped by the browser; a bad answer gets a page naming the fix", async ({
    browser,
  }) => {
    await withoutScript(browser, async (page, opened) => {
      await page.goto("/get-quote");
      await dismissSplash(page);
      const form = page.locator("form[action$='/quote']");
      await form.locator("[type=submit]").click();
      expect(
        await form
          .locator("[name=fullName]")
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      expect(opened).toEqual([]);
      // Everything the browser checks is right, but no service is ticked: the server says so.
      await form.locator("[name=fullName]").fill("Ravi");
      await form.locator("[name=email]").fill("ravi@example.in");
      await form.locator("[name=phone]").fill("+91 98765 00000");
      await form.locator("[name=budgetRange]").selectOption(forms.quote.rules.budgets[0]!);
      await form.locator("[name=timeline]").selectOption(forms.quote.rules.timelines[0]!);
      await form.locator("[name=projectDescription]").fill("A shop");
      await form.locator("[name=agreeToTerms]").check();
      const [tab] = await Promise.all([
        page.context().waitForEvent("page"),
        form.locator("[type=submit]").click(),
      ]);
      await tab.waitForLoadState();
      await expect(tab.getByRole("heading", { name: forms.answer.title })).toBeVisible();
      await expect(tab.getByText(forms.quote.rules.errors.services)).toBeVisible();
      expect(tab.url()).not.toContain("Ravi");
      await expect(tab.getByRole("link", { name: forms.answer.back })).toHaveAttribute("href", "/get-quote");
      expect(opened).toEqual([]);
    });
  });

  test("the footer and launch sign-ups send through the server", async ({ browser }) => {
    await withoutScript(browser, async (page, opened) => {
      for (const [path, name] of [
        ["/about", "newsletter"],
        ["/launching-soon", "launch"],
      ] as const) {
        await page.goto(path);
        await dismissSplash(page);
        const form = page.locator(`form[action$='/${name}']`);
        await form.locator("[name=email]").fill(`${name}@example.lk`);
        const [tab] = await Promise.all([
          page.context().waitForEvent("page"),
          form.locator("[type=submit]").click(),
        ]);
        await tab.waitForLoadState();
        await tab.close();
        expect(textOf(opened.at(-1)!)).toContain(`${name}@example.lk`);
        expect(textOf(opened.at(-1)!).startsWith(forms[name].messages.intro)).toBe(true);
      }
      expect(opened).toHaveLength(2);
    });
  });

  test("the package, gallery and template filters filter, with their count lines", async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      for (const [path, all] of [
        ["/packages", packagesPage.filter.all],
        ["/portfolio", portfolioPage.gallery.all],
        ["/shopping", shopPage.catalogue.allCategories],
      ] as const) {
        await page.goto(path);
        await dismissSplash(page);
        const filter = page.locator("[data-filter]").first();
        const items = filter.locator("[data-filter-item]");
        const total = await items.count();
        await expect(filter.getByRole("radio", { name: all })).toBeChecked();
        await expect(filter.locator("[data-filter-count]:visible")).toHaveCount(1);
        const radios = filter.getByRole("radio");
        const second = radios.nth(1);
        const category = (await second.getAttribute("value"))!;
        await filter.locator("label").nth(1).click();
        await expect(second).toBeChecked();
        const visible = await items.filter({ visible: true }).count();
        expect(visible).toBeGreaterThan(0);
        expect(visible).toBeLessThan(total);
        await expect(filter.locator("[data-filter-count]:visible")).toContainText(String(visible));
        for (const place of await items.filter({ visible: true }).all())
          expect(await place.getAttribute("data-filter-in")).toMatch(
            new RegExp(`\\b${await second.getAttribute("data-choice")}\\b`),
          );
        expect(category).not.toBe(all);
      }
    });
  });

  test("the mobile menu opens, closes on Escape, and its links lead on", async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto("/contact");
      await dismissSplash(page);
      const menu = page.locator("#mobile-menu");
      await page.getByRole("button", { name: /open menu/i }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: /open menu/i }).click();
      await menu.getByRole("link").first().click();
      await expect(page).not.toHaveURL(/\/contact$/);
    });
  });
});

test("the browser itself follows a post's 303 to WhatsApp: the page's policy allows it", async ({
  baseURL,
}) => {
  // WhatsApp's hosts resolve to a closed local port: the browser tries to go there (nothing leaves this
  // machine) unless the page's form-action forbids it, which Chromium reports on the console.
  const rules = MESSAGING_APP_ORIGINS.map((origin) => `MAP ${new URL(origin).host} 127.0.0.1:9`).join(", ");
  const browser = await chromium.launch(chromiumLaunchOptions(`--host-resolver-rules=${rules}`));
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    const tried: string[] = [];
    context.on("page", (tab) => tab.on("console", (message) => problems.push(message.text())));
    context.on("request", (request) => {
      if (/^https:\/\/wa\.me\//.test(request.url())) tried.push(request.url());
    });
    await page.goto("/launching-soon");
    await page.getByRole("button", { name: "Continue to Website" }).click();
    const form = page.locator("form[action$='/launch']");
    await form.locator("[name=email]").fill("nimali@example.lk");
    const [tab] = await Promise.all([context.waitForEvent("page"), form.locator("[type=submit]").click()]);
    await expect.poll(() => tried.length, { message: "the browser went on to wa.me" }).toBe(1);
    expect(textOf(tried[0]!)).toContain("nimali@example.lk");
    await tab.waitForTimeout(300);
    expect(problems.filter((problem) => /Content Security Policy/.test(problem))).toEqual([]);
  } finally {
    await browser.close();
  }
});
