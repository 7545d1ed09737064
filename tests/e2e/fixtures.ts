import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { seriousAxeFindingsOn } from "#scripts/lib/axe-findings.ts";

/** Messaging-app links the page tried to open, captured instead of leaving the machine. */
export interface EnquiryLog {
  urls: string[];
  /** The decoded `text` of the last messaging link. */
  lastText(): Promise<string>;
}

/** What the page asked the email service (EmailJS) to send; the service itself is never reached. */
interface EmailLog {
  sent: Array<Record<string, unknown>>;
  /** From now on the email service answers with an error. */
  fail(): void;
}

/** Same-origin scripts held back, as a slow phone would get them. */
export interface HeldScripts {
  /** How many script requests are waiting. */
  waiting(): number;
  /** Lets every held script (and every later one) through. */
  release(): void;
}

/** The build the suite serves (playwright.config.ts): the end-to-end build, or another made the same way. */
export const E2E_BUILD_DIR = process.env.E2E_BUILD_DIR ?? "dist-e2e";

const EMAILJS_SEND_URL = /^https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\/send/;

interface Fixtures {
  emails: EmailLog;
  enquiries: EnquiryLog;
  /** Console errors and warnings the page logged (CSP violations among them). */
  consoleProblems: string[];
  /**
   * Opens a path and waits for it to load; dismisses the splash unless told not to. With scripts held back
   * (`holdScripts`), wait only for the first bytes (`waitUntil: "commit"`): `load` waits for the scripts.
   */
  visit: (path: string, options?: { keepSplash?: boolean; waitUntil?: "load" | "commit" }) => Promise<void>;
  /** Holds back the page's own scripts (`/_astro/*.js`) until released. */
  holdScripts: () => Promise<HeldScripts>;
}

export const test = base.extend<Fixtures>({
  enquiries: async ({ context }, use) => {
    const urls: string[] = [];
    const messagingApp = { status: 200, contentType: "text/html", body: "<title>Messaging app</title>" };
    await context.route(/^https:\/\/wa\.me\//, async (route) => {
      urls.push(route.request().url());
      await route.fulfill(messagingApp);
    });
    // A form posted before its code arrived: the real server answers 303 to WhatsApp (a redirect the browser
    // would follow past any route), so the address it gives is read here and the messaging app stands in.
    await context.route(/\/api\/forms\//, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location ?? "";
      if (response.status() !== 303 || !/^https:\/\/wa\.me\//.test(location)) {
        await route.fulfill({ response });
        return;
      }
      urls.push(location);
      await route.fulfill(messagingApp);
    });
    await use({
      urls,
      async lastText() {
        await expect.poll(() => urls.length, { message: "a messaging link was opened" }).toBeGreaterThan(0);
        return new URL(urls[urls.length - 1]!).searchParams.get("text") ?? "";
      },
    });
  },

  emails: async ({ context }, use) => {
    const sent: EmailLog["sent"] = [];
    let failing = false;
    await context.route(EMAILJS_SEND_URL, async (route) => {
      sent.push(JSON.parse(route.request().postData() ?? "{}"));
      await route.fulfill(
        failing
          ? { status: 400, contentType: "text/plain", body: "The service is unavailable" }
          : { status: 200, contentType: "text/plain", body: "OK" },
      );
    });
    await use({ sent, fail: () => (failing = true) });
  },

  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await use(problems);
  },

  visit: async ({ page, context, emails: _emails, enquiries: _enquiries }, use) => {
    // Nothing outside this machine is ever reached: messaging links and the email service fall through to
    // the fixtures above, which answer them; everything else is refused.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      return /^https:\/\/wa\.me\//.test(url) || EMAILJS_SEND_URL.test(url) ? route.fallback() : route.abort();
    });
    await use(async (path, options) => {
      await page.goto(path, { waitUntil: options?.waitUntil ?? "load" });
      if (!options?.keepSplash) await dismissSplash(page);
    });
  },

  holdScripts: async ({ page }, use) => {
    let released = false;
    const waiting: Array<() => void> = [];
    await page.route(/\/_astro\/[^?]+\.js(?:\?.*)?$/, async (route) => {
      if (!released) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    });
    await use(async () => ({
      waiting: () => waiting.length,
      release() {
        released = true;
        for (const resolve of waiting.splice(0)) resolve();
      },
    }));
  },
});

/** Closes the splash with its own button (it closes even before any script has run). */
export async function dismissSplash(page: Page) {
  const splash = page.getByRole("dialog", { name: /welcome to/i });
  await page.getByRole("button", { name: "Continue to Website" }).click();
  await expect(splash).toBeHidden();
}

/** Waits until the island around `locator` has hydrated (Astro removes its `ssr` attribute then). */
export async function expectHydrated(locator: Locator) {
  await expect(locator.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr", /.*/);
}

/** Serious and critical accessibility violations on the page once it has settled (scripts/lib/axe-findings.ts). */
export const seriousA11yViolations = (page: Page) => seriousAxeFindingsOn(page);

export { expect };

/**
 * Clicks `locator` once it is in view and the section around it has finished fading in. A section below the
 * fold starts its fade-up (components/ui/reveal.tsx) as it is scrolled to, lifting its content 1.5rem while
 * Playwright's click is under way: the click could land just above a button it had aimed at.
 */
export async function clickWhenRevealed(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const section = element.closest<HTMLElement>("[data-reveal]");
        if (!section) return resolve();
        // Two frames give the section's observer its report; a waiting section is revealed when it does.
        let frames = 0;
        const settle = () => {
          if (frames++ < 2 || section.dataset.reveal === "waiting") return requestAnimationFrame(settle);
          void Promise.all(section.getAnimations().map((animation) => animation.finished)).then(() =>
            resolve(),
          );
        };
        requestAnimationFrame(settle);
      }),
  );
  await locator.click();
}
