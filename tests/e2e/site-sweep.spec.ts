import { headOf, openPage, pages, pagesInEveryLanguage, statusOf } from "./discovery-helpers";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { layout } from "./site-content";

// Every page: axe on a long page needs room on this shared machine.
test.describe.configure({ timeout: 60_000 });

const DOCUMENT_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];

/** Text of the page's first <h1> in the HTML as served (tags stripped, entities of the common kind decoded). */
const servedHeading = (html: string) =>
  html
    .match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

test.describe("every page, in every language", () => {
  for (const { path, title, description } of pagesInEveryLanguage) {
    test(`${path}: pre-rendered, secured, accessible and quiet`, async ({
      page,
      request,
      consoleProblems,
    }) => {
      // Without JavaScript: the HTML itself carries the page's head and content.
      const response = await request.get(path);
      expect(response.status()).toBe(statusOf(path));
      const headers = response.headers();
      for (const name of DOCUMENT_HEADERS) expect(headers[name], name).toBeTruthy();
      const csp = headers["content-security-policy"]!;
      const scriptSrc = csp.match(/script-src ([^;]*)/)?.[1] ?? "";
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).toMatch(/'sha256-[\w+/=]+'/);
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(csp).toMatch(/trusted-types \w/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("object-src 'none'");
      const html = await response.text();
      const head = headOf(html);
      expect(head.title).toBe(title);
      expect(head.description).toBe(description);
      const heading = servedHeading(html);
      expect(heading, "an <h1> with text in the served HTML").toBeTruthy();
      // Every inline script of the page is one the policy hashed.
      const hashes = [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      const { createHash } = await import("node:crypto");
      for (const [, body = ""] of inline)
        if (body) expect(hashes).toContain(`sha256-${createHash("sha256").update(body).digest("base64")}`);

      await openPage(page, path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading!);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // A not-found page's own status is the one expected message.
      const expected = statusOf(path) === 404 ? /status of 404/ : null;
      expect(consoleProblems.filter((problem) => !expected?.test(problem))).toEqual([]);
    });
  }
});

/** The first page in the shared layout (it has the splash and the menu). */
const framed = pages.find((page) => !page.noIndex)!.path;

test("axe finds nothing serious with the splash open", async ({ page, visit }) => {
  await visit(framed, { keepSplash: true });
  await expect(page.getByRole("dialog", { name: /welcome to/i })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("axe finds nothing serious with the mobile menu open", async ({ page, visit }) => {
    await visit(framed);
    await page.getByRole("button", { name: layout.topBar.openMenu }).click();
    await expect(page.getByRole("dialog", { name: layout.topBar.menuTitle })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test("moving between pages by their links (prefetched, with view transitions) stays quiet under Trusted Types", async ({
  page,
  visit,
  consoleProblems,
}) => {
  const built = new Set(pages.map((p) => p.path));
  // A page whose top bar links to another page of the site (the home page once it exists; the not-found page will do).
  const from = pages.find((p) =>
    layout.topBar.links.some((link) => link.to !== p.path && built.has(link.to)),
  );
  test.skip(!from, "no page of this checkout links to another through the top bar yet");
  const link = layout.topBar.links.find((l) => l.to !== from!.path && built.has(l.to))!;
  await visit(from!.path);
  const nav = page.getByRole("navigation", { name: layout.topBar.navLabel });
  await nav.getByRole("link", { name: link.label, exact: true }).hover();
  await nav.getByRole("link", { name: link.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${link.to === "/" ? "" : link.to}$`));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${from!.path === "/" ? "" : from!.path}$`));
  // A not-found page's own status is the one expected message.
  const expected = statusOf(from!.path) === 404 ? /status of 404/ : null;
  expect(consoleProblems.filter((problem) => !expected?.test(problem))).toEqual([]);
});

/** The images of the first view (a phone's, a desktop's): each one's loading mode and where it came from. */
const imagesInFirstView = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
      })
      .map((image) => ({ loading: image.loading, src: image.currentSrc || image.src })),
  );

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px, without script`, () => {
    test.use({ viewport, javaScriptEnabled: false });
    test("every image in a page's first view loads at once", async ({ page }) => {
      test.setTimeout(120_000);
      for (const { path } of pages) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const lazy = (await imagesInFirstView(page)).filter((image) => image.loading === "lazy");
        expect(lazy, `${path}: lazy images in the first view`).toEqual([]);
      }
    });
  });
}

test.describe("the home hero's picture", () => {
  test.use({ javaScriptEnabled: false });
  const hero = (page: import("@playwright/test").Page) => page.locator("main section").first().locator("img");

  test("on a desktop, it is fetched at once with high priority", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await expect(hero(page)).toHaveAttribute("loading", "eager");
    await expect(hero(page)).toHaveAttribute("fetchpriority", "high");
    await expect
      .poll(() => hero(page).evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/^http.*\/_astro\//);
    expect(
      await hero(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1),
    ).toBe(true);
  });

  test("on a phone, where it is hidden, no file is fetched for it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") fetched.push(request.url());
    });
    await page.goto("/", { waitUntil: "load" });
    await expect(hero(page)).toBeHidden();
    expect(await hero(page).evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/^data:/);
    const desktopFiles = await hero(page).evaluate((image: HTMLImageElement) =>
      [...(image.parentElement?.querySelectorAll("source") ?? [])].flatMap((source) =>
        source.srcset
          .split(",")
          .map((candidate) => new URL(candidate.trim().split(" ")[0]!, location.href).href),
      ),
    );
    expect(desktopFiles.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => desktopFiles.includes(url))).toEqual([]);
  });
});
