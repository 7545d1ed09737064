/**
 * The race between a visitor and an island's code, repeated: each scenario of early input runs STRESS_RUNS
 * times (3 in `npm test`; `npm run bench:stress` runs 20 with three browsers at once) on a CPU slowed 4×, with
 * the page's scripts held back and let through at a different moment each run: before the visitor acts,
 * while they act, or after they have sent. Every run must take effect once, with what was typed.
 */
import type { Page } from "@playwright/test";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { chatPanel, toggle } from "./chat-helpers";
import { type EnquiryLog, expect, type HeldScripts, test } from "./fixtures";
import { chat, content, single } from "./site-content";

const RUNS = Number(process.env.STRESS_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.STRESS_CPU_SLOWDOWN ?? 4);
const forms = readEnquiryForms().en;
const shop = single(content.shopPage, "shopPage");
const templates = content.templates;
const packagesPage = single(content.packagesPage, "packagesPage");

type Moment = "before" | "during" | "after";
const moments: Moment[] = ["before", "during", "after"];

interface Run {
  page: Page;
  enquiries: EnquiryLog;
  /** Lets the held scripts through when the run's moment comes. */
  at: (moment: Moment) => void;
}

/** Each scenario: what the visitor does, then what must have happened once. */
const scenarios: Record<string, { path: string; act: (run: Run) => Promise<void> }> = {
  "contact form": {
    path: "/contact",
    async act({ page, enquiries, at }) {
      const form = page.locator("form[action$='/contact']");
      const { rules } = forms.contact;
      await form.locator("[name=name]").fill("Nimali Fernando");
      await form.locator("[name=email]").fill("nimali@example.lk");
      at("during");
      await form.locator("[name=phone]").fill("+94 77 000 0000");
      await form.locator("[name=company]").fill("Ceylon Tea Co.");
      await form.locator("[name=service]").selectOption(rules.services[1]!);
      await form.locator("[name=budget]").selectOption(rules.budgets[1]!);
      await form.locator("[name=timeline]").selectOption(rules.timelines[1]!);
      await form.locator("[name=message]").fill("A new website for our tea shop.");
      await form.locator("[type=submit]").click();
      at("after");
      await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible({ timeout: 20_000 });
      const text = await enquiries.lastText();
      expect(text).toContain("Nimali Fernando");
      expect(text).toContain(rules.services[1]!);
      expect(text).toContain("A new website for our tea shop.");
      await page.waitForTimeout(300);
      expect(enquiries.urls).toHaveLength(1);
    },
  },
  "quote form with ticks": {
    path: "/get-quote",
    async act({ page, enquiries, at }) {
      const form = page.locator("form[action$='/quote']");
      const { rules, services } = forms.quote;
      await form.locator("[name=fullName]").fill("Ravi Kumar");
      await form.locator("[name=email]").fill("ravi@example.in");
      await form.locator("[name=phone]").fill("+91 98765 00000");
      const tick = (id: string) => form.locator(`label:has([name=services][value="${id}"])`).click();
      await tick(services[0]!.id);
      at("during");
      await tick(services[2]!.id);
      await form.locator("[name=budgetRange]").selectOption(rules.budgets[0]!);
      await form.locator("[name=timeline]").selectOption(rules.timelines[0]!);
      await form.locator("[name=projectDescription]").fill("An online shop");
      await form.locator("[name=agreeToTerms]").check();
      await expect(form.locator("input[type=checkbox]:checked")).toHaveCount(3);
      await form.locator("[type=submit]").click();
      at("after");
      const text = await enquiries.lastText();
      expect(text).toContain(`${services[0]!.label}, ${services[2]!.label}`);
      expect(text).toContain("Ravi Kumar");
      // The island clears the form once it has taken over.
      await expect(form.locator("[name=fullName]")).toHaveValue("", { timeout: 20_000 });
      expect(enquiries.urls).toHaveLength(1);
    },
  },
  "footer sign-up": {
    path: "/about",
    async act({ page, enquiries, at }) {
      const form = page.locator("form[action$='/newsletter']");
      at("during");
      await form.locator("[name=email]").fill("nimali@example.lk");
      await form.locator("[type=submit]").click();
      at("after");
      await expect(page.getByRole("heading", { name: "Welcome to Our Newsletter!" })).toBeVisible({
        timeout: 20_000,
      });
      expect(await enquiries.lastText()).toContain("nimali@example.lk");
      expect(enquiries.urls).toHaveLength(1);
    },
  },
  "launch sign-up": {
    path: "/launching-soon",
    async act({ page, enquiries, at }) {
      const form = page.locator("form[action$='/launch']");
      at("during");
      await form.locator("[name=email]").fill("ravi@example.in");
      await form.locator("[type=submit]").click();
      at("after");
      await expect(page.getByText("Thank you! We'll notify you when we launch.")).toBeVisible({
        timeout: 20_000,
      });
      expect(await enquiries.lastText()).toContain("ravi@example.in");
      expect(enquiries.urls).toHaveLength(1);
    },
  },
  "catalogue search": {
    path: "/shopping",
    async act({ page, at }) {
      const wanted = templates[1]!.data.title;
      const search = page.getByRole("searchbox", { name: shop.catalogue.searchLabel });
      await search.pressSequentially(wanted.slice(0, 3));
      at("during");
      await search.pressSequentially(wanted.slice(3));
      at("after");
      await expect(page.getByRole("article")).toHaveCount(1, { timeout: 20_000 });
      await expect(page.getByRole("article")).toContainText(wanted);
      await expect(search).toHaveValue(wanted);
    },
  },
  "package filter": {
    path: "/packages",
    async act({ page, at }) {
      const filter = page.getByRole("group", { name: packagesPage.filter.label });
      const category = await filter.getByRole("radio").nth(2).getAttribute("value");
      at("during");
      await filter.getByText(category!, { exact: true }).click();
      at("after");
      await expect(filter.getByRole("radio", { name: category! })).toBeChecked();
      const shown = await page.getByRole("article").count();
      const expected = content.pricingPackages.filter((entry) => entry.data.category === category).length;
      expect(shown).toBe(expected);
    },
  },
  "mobile menu": {
    path: "/contact",
    async act({ page, at }) {
      await page.setViewportSize({ width: 375, height: 740 });
      at("during");
      await page.getByRole("button", { name: /open menu/i }).click();
      at("after");
      await expect(page.locator("#mobile-menu")).toBeVisible();
    },
  },
  "chat: the assistant from the widget's menu": {
    path: "/contact",
    async act({ page, at }) {
      await page.route("**/api/chat", (route) => route.fulfill({ json: { response: "Hi!" } }));
      await toggle(page).click();
      at("during");
      await page.getByRole("button", { name: chat.widget.assistantAction }).click();
      at("after");
      await expect(chatPanel(page)).toBeVisible({ timeout: 20_000 });
      await expect(chatPanel(page)).toHaveCount(1);
    },
  },
};

test.describe.configure({ mode: "parallel" });

for (const [name, scenario] of Object.entries(scenarios)) {
  for (let run = 0; run < RUNS; run++) {
    const moment = moments[run % moments.length]!;
    test(`early input, ${name}: run ${run + 1}, code arriving ${moment} the visitor acts`, async ({
      page,
      visit,
      enquiries,
      holdScripts,
    }) => {
      test.setTimeout(60_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      const scripts: HeldScripts = await holdScripts();
      const at = (now: Moment) => {
        if (now === moment) scripts.release();
      };
      await visit(scenario.path, { waitUntil: "commit" });
      at("before");
      await scenario.act({ page, enquiries, at });
      expect(page.url()).not.toContain("?");
    });
  }
}
