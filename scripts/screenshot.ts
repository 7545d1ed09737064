/**
 * Screenshots of pages at 375, 768 and 1440 px, full page, into screenshots/ (ignored by git).
 *   node scripts/screenshot.ts [--port 3000] [--widths 375,1440] [--keep-splash] /path [/other ...]
 *   node scripts/screenshot.ts --all            every English page of the site (src/lib/build/site-pages.ts) and two
 *                                               unknown addresses (the 404 page, a service that does not exist)
 *   node scripts/screenshot.ts --states         the open states (menu, chat, splash, filters, viewer, forms
 *                                               after an empty send and after a good one, sign-ups, not-found):
 *                                               `state-<name>-<width>.png`; `--only menu,chat-panel` for some
 * Paths in any language work (`/si/contact`); the states are the English pages'. Needs the server running
 * (`npm run serve`, the end-to-end build for the forms: `npm run build:e2e` and BUILD_DIR=dist-e2e) and Debian's
 * chromium. Nothing leaves the machine: messaging links (wa.me) and the email service are answered in the
 * browser, every other address off this machine is refused; the keyless assistant answers the chat.
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { localeOfPath } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { sitePages } from "#src/lib/build/site-pages.ts";
import { chromiumLaunchOptions } from "./chromium.ts";
import { type OpenOptions, STATES } from "./screenshot-states.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    widths: { type: "string", default: "375,768,1440" },
    "keep-splash": { type: "boolean", default: false },
    out: { type: "string", default: "screenshots" },
    all: { type: "boolean", default: false },
    states: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const stateNames = values.only?.split(",").filter(Boolean);

const origin = `http://127.0.0.1:${values.port}`;
const widths = values.widths.split(",").map(Number);
const fileName = (name: string) => name.replace(/\//g, "_") || "_";

/** Refuses every address off this machine; answers messaging links and the email service in the browser. */
async function stayOnThisMachine(context: BrowserContext) {
  const messagingApp = { status: 200, contentType: "text/html", body: "<title>Messaging app</title>" };
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    const url = route.request().url();
    if (/^https:\/\/wa\.me\//.test(url)) return route.fulfill(messagingApp);
    if (/^https:\/\/api\.emailjs\.com\//.test(url))
      return route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    return route.abort();
  });
  // A form posted before its code arrived: the server answers 303 to wa.me, which the browser would follow.
  await context.route(/\/api\/forms\//, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    if (response.status() === 303) await route.fulfill(messagingApp);
    else await route.fulfill({ response });
  });
}

async function open(browser: Browser, path: string, width: number, options: OpenOptions = {}) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    // Reduced motion: every section is shown at once, so full-page captures show the whole page.
    reducedMotion: options.motion ? "no-preference" : "reduce",
  });
  await stayOnThisMachine(context);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  // The messaging tab a form opens is closed at once: the visitor comes back to the page.
  page.on("popup", (opened) => void opened.close());
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  if (!options.keepSplash) {
    // The splash's button in the page's language.
    const layout = single(readSiteContent({ locale: localeOfPath(path) }).layout, "layout");
    const button = page.getByRole("button", { name: layout.splash.continueLabel });
    if (await button.isVisible()) await button.click();
  }
  return page;
}

/** Lets below-the-fold reveals run so the full-page shot shows everything. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 150));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(700);
}

const browser = await chromium.launch(chromiumLaunchOptions());
mkdirSync(values.out, { recursive: true });

const paths = [...positionals];
if (values.all)
  paths.push(
    ...sitePages(readSiteContent()).map((page) => page.path),
    "/no-such-page",
    "/services/no-such-service",
  );
if (!paths.length && !values.states) paths.push("/");

for (const path of paths) {
  for (const width of widths) {
    const page = await open(browser, path, width, { keepSplash: values["keep-splash"] });
    await revealAll(page);
    const name = `${values.out}/${fileName(path)}-${width}${values["keep-splash"] ? "-splash" : ""}.png`;
    await page.screenshot({ path: name, fullPage: !values["keep-splash"] });
    console.log(name);
    await page.context().close();
  }
}

const unknown = stateNames?.filter((name) => !(name in STATES)) ?? [];
if (unknown.length)
  throw new Error(`No such state: ${unknown.join(", ")} (known: ${Object.keys(STATES).join(", ")})`);
for (const [name, state] of Object.entries(STATES)) {
  if (!values.states || (stateNames && !stateNames.includes(name))) continue;
  for (const width of widths) {
    if (state.widths && !state.widths.includes(width)) continue;
    const page = await open(browser, state.path, width, state);
    const file = `${values.out}/state-${name}-${width}.png`;
    try {
      const target = (await state.reach(page)) ?? "viewport";
      if (typeof target === "string") await page.screenshot({ path: file, fullPage: target === "full" });
      else await target.screenshot({ path: file });
      console.log(file);
    } catch (error) {
      await page.screenshot({ path: file.replace(/\.png$/, "-FAILED.png") });
      console.error(`${name} at ${width} px: ${(error as Error).message.split("\n")[0]}`);
      process.exitCode = 1;
    }
    await page.context().close();
  }
}
await browser.close();
