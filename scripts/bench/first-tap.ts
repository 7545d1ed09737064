/**
 * What a visitor on a slow phone gets from their first tap, before any of the page's code has arrived
 * (issue 19), in Chromium on the slow-phone profile (interactivity.ts's SLOW_PHONE):
 * - `tapToEffect`: the page's main control is tapped the moment it is painted; the time from the tap (or, for
 *   a text field, the key typed into it) to the first frame that shows its effect: the menu open, the choice
 *   checked, the letter in the field;
 * - `formHandOff`: a form filled and sent the moment it is painted: how many requests to this site it takes
 *   before the messaging app is opened (one: the post, answered with a 303 to wa.me), and how long.
 * The messaging app is never reached: its address is answered in the browser.
 */
import type { Browser, BrowserContext, ElementHandle, Locator, Page } from "@playwright/test";
import { SLOW_PHONE, throttleToSlowPhone } from "./interactivity.ts";

/** The control a visitor uses first, and what shows that it worked. */
export interface FirstTap {
  /** The element tapped (a radio or checkbox hidden behind its label is tapped through the label). */
  selector: string;
  effect: "popover-open" | "checked" | "typed";
}

export async function slowPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true });
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Messaging app</title>" }),
  );
  const page = await context.newPage();
  await throttleToSlowPhone(context, page);
  await page.addInitScript(() => {
    const w = window as unknown as { __firstPaint?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "first-contentful-paint") w.__firstPaint = entry.startTime;
    }).observe({ type: "paint", buffered: true });
  });
  return { context, page };
}

/** Arrives from another page of the site (no splash), and waits for the first paint. */
export async function arrive(page: Page, origin: string, path: string) {
  await page.goto(`${origin}${path}`, { waitUntil: "commit", referer: `${origin}/` });
  await page.waitForFunction(
    () => (window as unknown as { __firstPaint?: number }).__firstPaint !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
}

/** What a visitor taps for a control: a hidden radio or checkbox through its label, anything else as it is. */
export async function tappable(element: Locator): Promise<ElementHandle> {
  const handle = await element.evaluateHandle((node) =>
    node instanceof HTMLInputElement && node.labels?.[0] && node.getBoundingClientRect().width < 2
      ? node.labels[0]
      : node,
  );
  return handle.asElement()!;
}

/** Milliseconds from the tap (or key) to the first frame showing its effect; NaN when it never showed. */
export async function tapToEffect(browser: Browser, origin: string, path: string, control: FirstTap) {
  const { context, page } = await slowPhonePage(browser);
  try {
    await page.addInitScript(({ selector, effect }: FirstTap) => {
      const w = window as unknown as { __effectAfter?: number };
      const shows = () => {
        const element = document.querySelector<HTMLElement>(selector);
        if (!element) return false;
        if (effect === "checked") return (element as HTMLInputElement).checked;
        if (effect === "typed") return (element as HTMLInputElement).value.includes("a");
        const id = element.getAttribute("popovertarget");
        return Boolean(id && document.getElementById(id)?.matches(":popover-open"));
      };
      const start = (event: Event) => {
        const at = event.timeStamp;
        const frame = () => {
          if (shows()) w.__effectAfter = performance.now() - at;
          else if (performance.now() - at < 30_000) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      };
      // A text field: the key typed; anything else: the tap.
      addEventListener(effect === "typed" ? "keydown" : "pointerdown", start, { capture: true, once: true });
    }, control);
    await arrive(page, origin, path);
    const element = page.locator(control.selector).first();
    await element.waitFor({ state: "attached", timeout: 60_000 });
    // A hidden radio or checkbox is tapped through its label, as a visitor does.
    const target = await tappable(element);
    await target.scrollIntoViewIfNeeded();
    await target.tap({ timeout: 60_000 });
    if (control.effect === "typed") await page.keyboard.type("a");
    const after = await page
      .waitForFunction(() => (window as unknown as { __effectAfter?: number }).__effectAfter, null, {
        timeout: 30_000,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => Number.NaN);
    return after;
  } finally {
    await context.close();
  }
}

export interface HandOff {
  /** Posts to this site between the send and the messaging app opening (round trips of the hand-off). */
  requests: number;
  /** The status the site answered the post with (303: handed to the messaging app). */
  status: number | null;
  ms: number;
}

/** Sample answers for a form's fields, by kind: what a visitor would type. */
const SAMPLE = { email: "nimali@example.lk", tel: "+94 77 000 0000", text: "Nimali Fernando" } as const;

/** Fills a form's required fields (and its first service box) and sends it, the moment it is painted. */
export async function formHandOff(
  browser: Browser,
  origin: string,
  path: string,
  form: string,
): Promise<HandOff> {
  const { context, page } = await slowPhonePage(browser);
  try {
    await arrive(page, origin, path);
    const found = page.locator(form).first();
    await found.locator("[type=submit]").waitFor({ timeout: 60_000 });
    await found.scrollIntoViewIfNeeded();
    for (const field of await found.locator("[required], input[type=checkbox][name=services]").all()) {
      const { tag, type } = await field.evaluate((node) => ({
        tag: node.tagName.toLowerCase(),
        type: (node as HTMLInputElement).type,
      }));
      if (tag === "select") {
        const values = await field
          .locator("option")
          .evaluateAll((options) =>
            options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
          );
        await field.selectOption(values[0]!);
      } else if (type === "checkbox") {
        // A service box is hidden behind its pill (its label); the terms box is tapped as it is.
        const hidden = (await field.boundingBox())?.width ?? 0;
        if (!(await field.isChecked())) await field.check({ force: hidden < 2 });
      } else if (tag === "textarea") await field.fill("A new website for our tea estate in Ella.");
      else await field.fill(type === "email" ? SAMPLE.email : type === "tel" ? SAMPLE.tel : SAMPLE.text);
    }
    const siteRequests: string[] = [];
    const answers: Promise<number | null>[] = [];
    context.on("request", (request) => {
      if (request.method() !== "POST" || !request.url().startsWith(origin)) return;
      siteRequests.push(request.url());
      answers.push(
        request.response().then(
          (response) => response?.status() ?? null,
          () => null,
        ),
      );
    });
    const opened = new Promise<number>((resolve) =>
      context.on("request", (request) => {
        if (request.url().startsWith("https://wa.me/")) resolve(performance.now());
      }),
    );
    const sentAt = performance.now();
    await found.locator("[type=submit]").click();
    const openedAt = await Promise.race([
      opened,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000)),
    ]);
    const statuses = await Promise.race([
      Promise.all(answers),
      new Promise<(number | null)[]>((resolve) => setTimeout(() => resolve([]), 5_000)),
    ]);
    return { requests: siteRequests.length, status: statuses.at(-1) ?? null, ms: openedAt - sentAt };
  } finally {
    await context.close();
  }
}
