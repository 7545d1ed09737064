/**
 * The open states `node scripts/screenshot.ts --states` captures (scripts/screenshot.ts): for each, the English
 * page it is on, the widths it exists at, and how a visitor brings the page into it (the menu, the chat, the
 * splash, the filters, the viewer, the forms after an empty and a good send, the sign-ups, the not-found pages).
 */
import type { Locator, Page } from "@playwright/test";

/** Waits until the island around `locator` has hydrated (Astro removes its `ssr` attribute then). */
async function hydrated(locator: Locator) {
  await locator.hover();
  await locator
    .locator("xpath=ancestor::astro-island[1]")
    .and(locator.page().locator("astro-island:not([ssr])"))
    .waitFor();
}

export interface OpenOptions {
  keepSplash?: boolean;
  /** Animations as a visitor without reduced motion sees them (the teaser types, the cursor blinks). */
  motion?: boolean;
}

interface State extends OpenOptions {
  path: string;
  /** Widths it exists at (the mobile menu only below md). */
  widths?: number[];
  /** Brings the page into the state; returns what to capture: the viewport (default), the full page or an element. */
  reach: (page: Page) => Promise<"viewport" | "full" | Locator | undefined>;
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Tell us about your project" });
const quoteForm = (page: Page) => page.getByRole("form", { name: "Your project in four short steps" });
const footerForm = (page: Page) => page.getByRole("contentinfo").locator("form");
const launchForm = (page: Page) => page.getByRole("form", { name: "Be the First to Know!" });
const toggle = (page: Page) => page.getByRole("button", { name: /chat and contact options/ });

/** On a phone the chat teaser waits until the page has scrolled a screen down; scroll there and let it type. */
async function teaserShown(page: Page) {
  const { width, height } = page.viewportSize()!;
  if (width < 640)
    await page.evaluate((by) => window.scrollTo({ top: by, behavior: "instant" }), height + 10);
  const teaser = page.locator("[data-chat-teaser]");
  await teaser.waitFor({ state: "visible", timeout: 8000 });
  await page.waitForTimeout(3500);
  return teaser;
}

async function sendContact(page: Page) {
  const form = contactForm(page);
  await hydrated(form.getByLabel("Your name"));
  await form.getByLabel("Your name").fill("Nimali Fernando");
  await form.getByLabel("Email address").fill("nimali@example.lk");
  await form.getByLabel("Phone number").fill("+94 77 000 0000");
  await form.getByLabel("Company name").fill("Ceylon Tea Co.");
  for (const label of ["Service you need", "Budget range", "Timeline"])
    await form.getByLabel(label).selectOption({ index: 1 });
  await form.getByLabel("Project details").fill("A new website for our tea shop.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.getByRole("heading", { name: "Thank You!" }).waitFor({ timeout: 10_000 });
}

async function fillQuote(page: Page) {
  const form = quoteForm(page);
  await hydrated(form.getByLabel("Full name"));
  await form.getByLabel("Full name").fill("Nimali Fernando");
  await form.getByLabel("Email address").fill("nimali@example.lk");
  await form.getByLabel("Phone number").fill("+94 77 000 0000");
  await form.getByLabel("Budget range (USD)").selectOption({ index: 3 });
  await form.getByLabel("Timeline").selectOption({ index: 3 });
  await form.getByLabel("Project description").fill("A new website for our tea shop.");
  // The service boxes are drawn as cards: press the first one's name, as a visitor does.
  await form.getByText("Web Design & Development", { exact: true }).click();
  await form.getByLabel(/I agree to the terms/).check();
}

export const STATES: Record<string, State> = {
  menu: {
    path: "/",
    widths: [375], // from 768 px (md) the top bar shows the links and no menu button
    async reach(page) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu:popover-open").waitFor();
      await page.waitForTimeout(400);
    },
  },
  "chat-teaser": {
    path: "/",
    motion: true,
    async reach(page) {
      await teaserShown(page);
    },
  },
  "chat-menu": {
    path: "/contact",
    async reach(page) {
      await toggle(page).click();
      await page.getByRole("region", { name: "Chat with us" }).waitFor();
      await page.waitForTimeout(300);
    },
  },
  "chat-panel": {
    path: "/contact",
    async reach(page) {
      await toggle(page).click();
      await page.getByRole("button", { name: /^Chat with / }).click();
      const panel = page
        .getByRole("dialog")
        .filter({ has: page.getByRole("textbox", { name: "Your message" }) });
      await panel.waitFor();
      const before = await panel.locator("li[data-sender=ai]").count();
      await panel.getByRole("textbox", { name: "Your message" }).fill("What does a website cost?");
      await panel.getByRole("button", { name: "Send message" }).click();
      await panel.locator("li[data-sender=ai]").nth(before).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
    },
  },
  splash: {
    path: "/",
    keepSplash: true,
    async reach(page) {
      await page.getByRole("button", { name: "Continue to Website" }).waitFor();
      await page.waitForTimeout(500);
    },
  },
  "templates-search": {
    path: "/templates",
    async reach(page) {
      const search = page.getByRole("searchbox");
      await hydrated(search);
      await search.fill("restaurant");
      await page.waitForTimeout(400);
      return "full";
    },
  },
  "templates-search-empty": {
    path: "/templates",
    async reach(page) {
      const search = page.getByRole("searchbox");
      await hydrated(search);
      await search.fill("no such template");
      await page.getByRole("heading", { name: "No templates found" }).waitFor();
      return "full";
    },
  },
  "packages-filter": {
    path: "/packages",
    async reach(page) {
      const group = page.getByRole("group").filter({ has: page.getByRole("radio", { name: "All" }) });
      await group.getByText("Web Development", { exact: true }).click();
      await page.waitForTimeout(400);
      return "full";
    },
  },
  "portfolio-filter": {
    path: "/portfolio",
    async reach(page) {
      const group = page.getByRole("group").filter({ has: page.getByRole("radio", { name: "All" }) });
      // A category other than All: the third choice, pressed by its visible name.
      const label = await group
        .getByRole("radio")
        .nth(2)
        .evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? "");
      await group.getByText(label.trim(), { exact: true }).click();
      await page.waitForTimeout(600);
      return group.locator("xpath=ancestor::section[1]");
    },
  },
  "portfolio-viewer": {
    path: "/portfolio",
    async reach(page) {
      const gallery = page.getByRole("group").filter({ has: page.getByRole("radio", { name: "All" }) });
      const first = gallery
        .locator("xpath=ancestor::section[1]")
        .getByRole("listitem")
        .getByRole("button")
        .first();
      await first.scrollIntoViewIfNeeded();
      await first.click();
      const viewer = page.getByRole("dialog");
      await viewer.getByRole("img").first().waitFor();
      await page.waitForTimeout(800);
    },
  },
  "contact-invalid": {
    path: "/contact",
    async reach(page) {
      const form = contactForm(page);
      await hydrated(form.getByLabel("Your name"));
      await form.getByRole("button", { name: "Send Message" }).click();
      await form.locator("[aria-invalid=true]").first().waitFor();
      await page.waitForTimeout(300);
      return form;
    },
  },
  "contact-success": {
    path: "/contact",
    async reach(page) {
      await sendContact(page);
      await page.waitForTimeout(2500); // the chat teaser has its chance to appear
      await page.getByRole("button", { name: "Send Another Message" }).scrollIntoViewIfNeeded();
    },
  },
  "quote-invalid": {
    path: "/get-quote",
    async reach(page) {
      const form = quoteForm(page);
      await hydrated(form.getByLabel("Full name"));
      await form.getByRole("button", { name: "Get My Free Quote" }).click();
      await form.locator("[aria-invalid=true]").first().waitFor();
      await page.waitForTimeout(300);
      return form;
    },
  },
  "quote-success": {
    path: "/get-quote",
    async reach(page) {
      await fillQuote(page);
      await quoteForm(page).getByRole("button", { name: "Get My Free Quote" }).click();
      await page.getByText(/Quote request prepared!/).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(400);
    },
  },
  "newsletter-error": {
    path: "/about",
    async reach(page) {
      const form = footerForm(page);
      await form.scrollIntoViewIfNeeded();
      await hydrated(form.getByRole("textbox"));
      await form.getByRole("button").click();
      await page.getByRole("contentinfo").getByRole("alert").waitFor();
      await page.waitForTimeout(300);
    },
  },
  "newsletter-success": {
    path: "/about",
    async reach(page) {
      const form = footerForm(page);
      await form.scrollIntoViewIfNeeded();
      await form.getByRole("textbox").fill("asha@example.lk");
      await form.getByRole("button").click();
      await page.getByRole("heading", { name: "Welcome to Our Newsletter!" }).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(400);
    },
  },
  "launch-error": {
    path: "/launching-soon",
    async reach(page) {
      const form = launchForm(page);
      await form.scrollIntoViewIfNeeded();
      await hydrated(form.getByRole("textbox"));
      await form.getByRole("button").click();
      await form.getByRole("alert").waitFor();
      await page.waitForTimeout(300);
    },
  },
  "launch-success": {
    path: "/launching-soon",
    async reach(page) {
      const form = launchForm(page);
      await form.scrollIntoViewIfNeeded();
      await form.getByRole("textbox").fill("asha@example.lk");
      await form.getByRole("button").click();
      await page
        .getByText("Thank you! We'll notify you when we launch.")
        .first()
        .waitFor({ timeout: 10_000 });
      await page.waitForTimeout(400);
    },
  },
  "not-found": { path: "/no-such-page", reach: async () => "full" },
  "service-not-found": { path: "/services/no-such-service", reach: async () => "full" },
};
